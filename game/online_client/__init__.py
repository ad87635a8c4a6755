"""A seat at a game held on a server: the connection to it, off the frame loop, and the seat kept on disk."""

"""Playing a friend over the network: the Play online screens and the table's side of a game online."""

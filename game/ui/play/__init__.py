"""The table scene's collaborators, one job each: where the game comes from (seats), saving and
counting it (keeping), the pace of the other side's moves, the menus, and the guide a lesson adds."""

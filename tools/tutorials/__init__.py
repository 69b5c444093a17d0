"""Tutorial authoring: the plans each tutorial follows and the checks that keep its text true to the engine."""

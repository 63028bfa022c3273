"""The board editor's model: a board made operation by operation, without Qt."""

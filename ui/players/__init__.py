"""The Players page: the book's people across nights, their record, merge and unmerge."""

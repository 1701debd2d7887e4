/// The runner's own actions, sent through the loop as custom actions.
enum ViewAction: Hashable, Sendable {
    /// State changed (on any thread): evaluate the marked views and show what they make.
    case evaluate
    /// Return: choose a suggestion, submit the search, or act on the selected row.
    case activate
    /// Esc, Left and Right: back from a pushed view, a column or a sheet; into the next column.
    case escape, left, right
    /// F1, F2…: the toolbar's item of that number.
    case toolbarItem(Int)
}

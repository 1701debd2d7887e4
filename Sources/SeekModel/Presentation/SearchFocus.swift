/// Where keyboard input goes while the search interface is on screen: the terminal counterpart of the
/// value bound with `searchFocused(_:)`.
///
/// In SwiftUI the field's focus is a Boolean separate from `isPresented`: the field can lose focus while
/// search stays presented. seek keeps the same separation but names the place focus goes, because a
/// terminal has exactly one other place to type into: the results list.
public enum SearchFocus: Sendable, Hashable {
    /// Nothing in the search interface has focus. Always the case while search is not presented.
    case none
    /// The search field has focus: typed characters edit the text and suggestions are offered.
    case field
    /// The results list has focus while search stays presented (arrow keys move through results).
    case results
}

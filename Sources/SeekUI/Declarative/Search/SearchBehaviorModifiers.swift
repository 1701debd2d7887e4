/// A view with a setting for the search around it: its focus binding, a toolbar behaviour, or
/// where suggestions may show. Made by `searchFocused`, `searchPresentationToolbarBehavior`,
/// `searchToolbarBehavior` and `searchSuggestions(_:for:)`.
public struct _SearchSettingView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let apply: (inout NodeTraits) -> Void
}

extension _SearchSettingView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        apply(&node.traits)
        return .forward(node.build(content, at: .content))
    }
}

extension View {
    /// Binds whether the search field has focus, as SwiftUI's `searchFocused(_:)`: writing true
    /// moves focus to the field (presenting search), false moves it to the results (search
    /// stays presented); the user's moving focus (typing, Down into the list, Esc) is written in.
    public func searchFocused(_ isFocused: FocusState<Bool>.Binding) -> _SearchSettingView<Self> {
        _SearchSettingView(content: self) {
            $0.focus = FocusConfiguration(isFocused: { isFocused.wrappedValue },
                                          setFocused: { isFocused.wrappedValue = $0 })
        }
    }

    /// Binds the search field's focus to one value of a focus state, as SwiftUI's
    /// `searchFocused(_:equals:)`: the field has focus while the state equals `value`; it gets
    /// `value` when the field gains focus and nil when the field loses it.
    public func searchFocused<Value: Hashable & Sendable>(_ focus: FocusState<Value?>.Binding,
                                                          equals value: Value) -> _SearchSettingView<Self> {
        _SearchSettingView(content: self) {
            $0.focus = FocusConfiguration(isFocused: { focus.wrappedValue == value },
                                          setFocused: { focused in
                                              if focused {
                                                  focus.wrappedValue = value
                                              } else if focus.wrappedValue == value {
                                                  focus.wrappedValue = nil
                                              }
                                          })
        }
    }

    /// Whether presenting search may hide the title, as SwiftUI's
    /// `searchPresentationToolbarBehavior(_:)`. In a terminal the "toolbar" is the title line:
    /// by default a drawer field takes that line while searching (one more row of results);
    /// `.avoidHidingContent` keeps the title on screen.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> _SearchSettingView<Self> {
        _SearchSettingView(content: self) { $0.presentationToolbarBehavior = behavior }
    }

    /// How the field shows before search is presented, as SwiftUI's `searchToolbarBehavior(_:)`:
    /// `.minimize` draws it as a `[/ prompt]` button on the title line until search is presented
    /// (typing or `/` presents it).
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> _SearchSettingView<Self> {
        _SearchSettingView(content: self) { $0.toolbarBehavior = behavior }
    }

    /// Shows or hides the suggestions in some placements, as SwiftUI's
    /// `searchSuggestions(_:for:)` (on the searchable view, or inside its suggestions): hidden
    /// for `.menu`, they show in place of the list instead of in a menu under the field; hidden
    /// for both, they do not show.
    public func searchSuggestions(_ visibility: SearchVisibility,
                                  for placements: SearchSuggestionsPlacement...) -> _SearchSettingView<Self> {
        _SearchSettingView(content: self) { $0.suggestionVisibility.append((visibility, Set(placements))) }
    }
}

/// Whether something is shown, by SwiftUI's name: what `searchSuggestions(_:for:)` takes.
public typealias Visibility = SearchVisibility

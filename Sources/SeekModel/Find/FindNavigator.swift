/// The find-and-replace interface of a text, independent of any view: the terminal counterpart
/// of what SwiftUI's `findNavigator(isPresented:)`, `findDisabled(_:)` and `replaceDisabled(_:)`
/// manage for a `TextEditor`.
///
/// Like ``SearchSession`` it is a value changed only through ``send(_:)``, which returns the work
/// its host must do (store a replaced text) as ``FindEffect`` values, so every rule is tested
/// without a terminal. The navigator holds the text it searches; the host keeps it current with
/// ``FindAction/setText(_:)`` and takes replaced text from ``FindEffect/edit(_:)``.
///
/// Matches are ranges of `String.Index` into ``text``, always on `Character` (grapheme cluster)
/// boundaries, in order and not overlapping: a view draws them by walking the text's characters,
/// and a replacement splices the string at them without converting positions.
///
/// The rules:
/// - While presented, ``matches`` are the find text's matches in ``text`` under ``options``;
///   while hidden there are none (nothing is highlighted).
/// - There is a current match exactly when there are matches. Next and previous wrap.
/// - Editing the find text, the options or the text keeps the current match where it was: the
///   first match that starts at or after it, else the first one.
/// - Replace and replace all act only in replace mode, which replace-disabled text never enters.
///   Replace moves on to the match after the replacement; replace all is one ``FindEdit``.
/// - Find-disabled text never shows the navigator.
///
/// ```swift
/// var navigator = FindNavigator(text: "to be or not to be")
/// _ = navigator.send(.showReplace)
/// _ = navigator.send(.insert("be"))           // matches: 2, current: the first
/// _ = navigator.send(.focus(.replace))
/// _ = navigator.send(.insert("see"))
/// let effects = navigator.send(.replaceAll)   // [.edit(FindEdit(before:…, after: "to see or not to see", replacedCount: 2))]
/// ```
public struct FindNavigator: Sendable, Equatable {
    /// The text searched (and, in replace mode, edited).
    public internal(set) var text: String
    /// The text to find, as typed in the find field.
    public internal(set) var findText: String
    /// The text that replaces a match, as typed in the replace field.
    public internal(set) var replacementText: String
    /// How the find text is compared with the text.
    public internal(set) var options: FindOptions
    /// Every match of the find text while presented, in order; empty while hidden.
    public internal(set) var matches: [Range<String.Index>]
    /// The index in ``matches`` of the current match: nil exactly when there are no matches.
    public internal(set) var currentMatchIndex: Int?
    /// Whether the navigator is shown, like the `isPresented` binding of `findNavigator(isPresented:)`.
    public internal(set) var isPresented: Bool
    /// Find only, or find and replace.
    public internal(set) var mode: FindMode
    /// The field typing goes into.
    public internal(set) var focusedField: FindField
    /// Whether finding is disabled, as `findDisabled(_:)` makes it: the navigator never shows.
    public internal(set) var isFindDisabled: Bool
    /// Whether replacing is disabled, as `replaceDisabled(_:)` makes it: read-only text.
    public internal(set) var isReplaceDisabled: Bool

    /// A hidden navigator over `text`, with both find and replace enabled, as a `TextEditor` has them.
    public init(text: String = "", findText: String = "", options: FindOptions = FindOptions()) {
        self.text = text
        self.findText = findText
        self.replacementText = ""
        self.options = options
        self.matches = []
        self.currentMatchIndex = nil
        self.isPresented = false
        self.mode = .find
        self.focusedField = .find
        self.isFindDisabled = false
        self.isReplaceDisabled = false
    }

    /// This navigator with finding disabled or enabled, like the `findDisabled(_:)` modifier.
    public func findDisabled(_ isDisabled: Bool = true) -> FindNavigator {
        var navigator = self
        _ = navigator.send(.setFindDisabled(isDisabled))
        return navigator
    }

    /// This navigator with replacing disabled or enabled, like the `replaceDisabled(_:)` modifier.
    public func replaceDisabled(_ isDisabled: Bool = true) -> FindNavigator {
        var navigator = self
        _ = navigator.send(.setReplaceDisabled(isDisabled))
        return navigator
    }

    /// The current match's range in ``text``, if there is one.
    public var currentMatch: Range<String.Index>? {
        currentMatchIndex.map { matches[$0] }
    }

    /// Whether replace and replace all can act now: presented, in replace mode, with a match.
    public var canReplace: Bool {
        isPresented && mode == .replace && !isReplaceDisabled && !matches.isEmpty
    }

    /// Applies one action and returns the effects the host must perform, in order.
    public mutating func send(_ action: FindAction) -> [FindEffect] {
        let effects = reduce(action)
        assert(invariantViolations.isEmpty, "FindNavigator broke its rules: \(invariantViolations)")
        return effects
    }

    private mutating func reduce(_ action: FindAction) -> [FindEffect] {
        switch action {
        case .showFind: present(in: .find)
        case .showReplace: present(in: .replace)
        case .setPresented(let presented): presented ? present(in: mode) : dismiss()
        case .dismiss: dismiss()
        case .insert(let typed): editFocusedField { $0 += typed }
        case .deleteBackward: editFocusedField { if !$0.isEmpty { $0.removeLast() } }
        case .setFindText(let newText): setFindText(newText)
        case .setReplacementText(let newText): replacementText = newText
        case .focus(let field): focus(field)
        case .setOptions(let newOptions): setOptions(newOptions)
        case .next: moveCurrentMatch(by: 1)
        case .previous: moveCurrentMatch(by: -1)
        case .replace: return replaceCurrentMatch()
        case .replaceAll: return replaceAllMatches()
        case .setText(let newText): setText(newText)
        case .setFindDisabled(let disabled): setFindDisabled(disabled)
        case .setReplaceDisabled(let disabled): setReplaceDisabled(disabled)
        }
        return []
    }
}

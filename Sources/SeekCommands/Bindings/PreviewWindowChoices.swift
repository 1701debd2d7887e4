import SeekScreen
import Synchronization

/// The `|`-separated layouts of one `change-preview-window(…)` binding, applied in turn: each
/// press takes the next and the last is followed by the first again, as fzf rotates them
/// (`right|down|up|hidden|` ends with an empty choice, the layout the run started with).
public final class PreviewWindowChoices: Sendable, Equatable, CustomStringConvertible {
    /// The argument as written.
    public let text: String
    /// The choices, in order.
    public let choices: [String]
    private let nextChoice = Mutex(0)

    /// Reads `text`, refusing a choice that is not a preview layout now rather than when pressed.
    public init(_ text: String) throws(PreviewWindowError) {
        self.text = text
        choices = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        for choice in choices {
            _ = try PreviewWindow(parsing: choice)
        }
    }

    /// The choice to apply now; the next call gives the one after it.
    public func take() -> String {
        nextChoice.withLock { next in
            defer { next = (next + 1) % choices.count }
            return choices[next]
        }
    }

    public var description: String { text }

    /// Two bindings with the same text are the same choices (their turns are not compared).
    public static func == (left: PreviewWindowChoices, right: PreviewWindowChoices) -> Bool {
        left.text == right.text
    }
}

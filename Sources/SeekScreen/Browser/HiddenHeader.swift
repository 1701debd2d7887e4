/// The header's lines put aside while `toggle-header` hides them: the layout and the clicks then
/// see no header, and showing it puts these back.
public struct HiddenHeader: Sendable, Equatable {
    /// ``BrowserOptions/header`` and ``BrowserOptions/inputHeaderCount`` as they were.
    public var lines: [String]
    public var inputHeaderCount: Int
}

import SeekToolkit

/// A run of text in one style, like SwiftUI's `Text`.
///
/// ```swift
/// Text(user.name).bold()
/// Text("\(user.age)").foregroundStyle(.gray)
/// ```
public struct Text: View, Sendable, Equatable {
    public typealias Body = Never
    /// The characters shown.
    public var content: String
    /// How they are drawn, over the style of the row (a selected row stays reversed).
    public var style: CellStyle

    /// Text shown as it is (controls in it are drawn in their visible form, never sent raw).
    public init(_ content: String) {
        self.content = content
        self.style = .plain
    }

    /// Text from SwiftUI's string-key initializer: the key is the text (there is no localization table).
    public init(_ key: LocalizedStringKey) {
        self.init(key.text)
    }

    /// Text showing `content`'s description.
    public init<Content: StringProtocol>(_ content: Content) {
        self.init(String(content))
    }

    /// The text in bold.
    public func bold() -> Text { adding(.bold) }
    /// The text dimmed, for secondary information.
    public func dim() -> Text { adding(.dim) }
    /// The text underlined.
    public func underline() -> Text { adding(.underline) }

    /// The text in `color`.
    public func foregroundStyle(_ color: Color) -> Text {
        var copy = self
        copy.style.foreground = color.terminalColor
        return copy
    }

    /// The text on a background of `color`.
    public func background(_ color: Color) -> Text {
        var copy = self
        copy.style.background = color.terminalColor
        return copy
    }

    private func adding(_ attributes: CellStyle.Attributes) -> Text {
        var copy = self
        copy.style = style.adding(attributes)
        return copy
    }
}

extension Text: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .line(RowCell([ColoredText.Run(content, style: style)]))
    }
}

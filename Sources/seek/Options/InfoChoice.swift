import ArgumentParser

/// The values of `--info`, fzf's names: `default`, `right`, `inline`, `inline:SEP` (SEP between
/// the query and the counts), `inline-right`, `hidden`.
struct InfoChoice: ExpressibleByArgument, Equatable {
    enum Style: String, CaseIterable {
        case `default`, right, inline, hidden
        case inlineRight = "inline-right"
    }

    var style: Style
    /// `inline:SEP`'s separator; nil for fzf's ` < `.
    var inlineSeparator: String?

    static let `default` = InfoChoice(style: .default)
    static let right = InfoChoice(style: .right)
    static let inline = InfoChoice(style: .inline)
    static let hidden = InfoChoice(style: .hidden)
    static let inlineRight = InfoChoice(style: .inlineRight)

    init(style: Style, inlineSeparator: String? = nil) {
        self.style = style
        self.inlineSeparator = inlineSeparator
    }

    init?(argument: String) {
        if argument.hasPrefix("inline:") {
            self.init(style: .inline, inlineSeparator: String(argument.dropFirst("inline:".count)))
        } else if let style = Style(rawValue: argument) {
            self.init(style: style)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { Style.allCases.map(\.rawValue) + ["inline:SEP"] }
}

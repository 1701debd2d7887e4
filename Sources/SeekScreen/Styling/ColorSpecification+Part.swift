import SeekToolkit

extension ColorSpecification {
    /// What one of fzf's colour names paints in seek's theme.
    enum Part: Equatable {
        /// The text of the styles named (a foreground).
        case foreground([WritableKeyPath<Theme, CellStyle>])
        /// The background of every cell without one of its own (`bg`).
        case background
        /// The selected row's text (`fg+`): the row loses its reverse video for the colour.
        case selectedForeground
        /// The selected row's background (`bg+`).
        case selectedBackground
        /// A name fzf has for a part seek does not draw.
        case ignored

        /// Every style of the theme that has a colour of its own.
        static var allStyles: [WritableKeyPath<Theme, CellStyle>] {
            [
                \.title, \.button, \.fieldMarker, \.prompt, \.text, \.tokenPill, \.scopeBar, \.selectedScope, \.row,
                \.selectedRow, \.focusedSelectedRow, \.mark, \.matchedCharacters, \.selectedMatchedCharacters, \.pointer,
                \.disabledQuery, \.popup, \.popupBorder, \.popupHighlight, \.popupHeading, \.detailTitle, \.detailLabel,
                \.status, \.header, \.count, \.spinner, \.gutter, \.separator, \.scrollbar,
            ]
        }

        init?(name: String) {
            switch name {
            case "fg", "list-fg": self = .foreground([\.row])
            case "bg", "list-bg": self = .background
            case "hl": self = .foreground([\.matchedCharacters])
            case "fg+", "current-fg": self = .selectedForeground
            case "bg+", "current-bg": self = .selectedBackground
            case "hl+", "current-hl": self = .foreground([\.selectedMatchedCharacters])
            case "query", "input-fg": self = .foreground([\.text])
            case "disabled": self = .foreground([\.disabledQuery])
            case "info": self = .foreground([\.count, \.status])
            case "border", "list-border": self = .foreground([\.popupBorder])
            case "prompt": self = .foreground([\.fieldMarker])
            case "pointer": self = .foreground([\.pointer])
            case "marker": self = .foreground([\.mark])
            case "spinner": self = .foreground([\.spinner])
            case "header", "header-fg": self = .foreground([\.header])
            case "gutter": self = .foreground([\.gutter])
            case "separator": self = .foreground([\.separator])
            case "scrollbar": self = .foreground([\.scrollbar])
            case "selected-fg", "selected-bg", "selected-hl", "preview-fg", "preview-bg", "input-bg", "header-bg",
                 "footer-bg", "footer", "footer-fg", "alt-bg", "alt-gutter", "ghost",
                 "gap-line", "preview-border", "preview-scrollbar", "input-border", "header-border", "footer-border",
                 "label", "list-label", "preview-label", "input-label", "header-label", "footer-label", "nth", "nomatch":
                self = .ignored
            default:
                return nil
            }
        }

        /// Paints the part: `color` when one was given (nil inside: the terminal's default),
        /// after `clears` took its attributes away, with `attributes` added.
        func apply(color: TerminalColor??, attributes: CellStyle.Attributes, clears: Bool, strips: Bool, to theme: inout Theme) {
            func paint(_ path: WritableKeyPath<Theme, CellStyle>, background: Bool) {
                if clears { theme[keyPath: path].attributes = [] }
                theme[keyPath: path].attributes.formUnion(attributes)
                if strips {
                    theme[keyPath: path].foreground = nil
                    theme[keyPath: path].background = nil
                }
                guard let color else { return }
                if background {
                    theme[keyPath: path].background = color
                } else {
                    theme[keyPath: path].foreground = color
                }
            }
            switch self {
            case .foreground(let paths):
                for path in paths { paint(path, background: false) }
            case .background:
                if let color { theme.background = color }
                if strips { theme.background = nil }
            case .selectedForeground, .selectedBackground:
                for path in [\Theme.selectedRow, \Theme.focusedSelectedRow] {
                    // A colour of the row's own replaces the reverse video it stood out by.
                    if color != nil { theme[keyPath: path].attributes.remove(.reverse) }
                    paint(path, background: self == .selectedBackground)
                }
            case .ignored:
                break
            }
        }
    }
}

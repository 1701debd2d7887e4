/// Which border's label an action changes (fzf's `change-border-label`, `change-list-label`,
/// `change-input-label`, `change-header-label`, `change-footer-label` and their `transform-`
/// forms).
public enum BorderLabelPlace: String, Sendable, Equatable, CaseIterable {
    case border, list, input, header, footer
}

extension SectionBorders {
    /// Gives the label at `place` the text `text`, keeping where it goes (`--*-label-pos` may
    /// come without a label).
    public mutating func setLabel(_ text: String, at place: BorderLabelPlace) {
        func relabeled(_ label: BorderLabel?) -> BorderLabel {
            var label = label ?? BorderLabel(text: "")
            label.text = text
            return label
        }
        switch place {
        case .border: screenLabel = relabeled(screenLabel)
        case .list: listLabel = relabeled(listLabel)
        case .input: inputLabel = relabeled(inputLabel)
        case .header: headerLabel = relabeled(headerLabel)
        case .footer: footerLabel = relabeled(footerLabel)
        }
    }
}

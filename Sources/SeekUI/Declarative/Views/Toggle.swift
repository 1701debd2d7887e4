/// A switch, as SwiftUI's `Toggle`: a row `[x] title` (`[ ]` when off); Return on it flips
/// the bound value.
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle of `isOn`, showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` titled `title`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// A toggle of `isOn` titled `title`.
    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(title.text, isOn: isOn)
    }
}

extension Toggle: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        let isOn = self.isOn
        let row = node.build(ToggleRow(isOn: isOn.wrappedValue, label: label), at: .content)
        return .trait(row, .action { isOn.wrappedValue.toggle() })
    }
}

/// A toggle's row: its box, then its label.
struct ToggleRow<Label: View>: View, PrimitiveView {
    typealias Body = Never
    let isOn: Bool
    let label: Label

    func contribution(in node: ViewNode) -> Contribution {
        .inline([node.build(Text(isOn ? "[x]" : "[ ]"), at: .header), node.build(label, at: .label)], spacing: 1)
    }
}

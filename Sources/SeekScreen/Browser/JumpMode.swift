/// fzf's `jump` and `jump-accept`: each row shown gets a label (`--jump-labels`, one character
/// each, in list order from the first row shown), and the next key picks the row of its label.
/// Any other key ends the mode and is used up by it, as fzf's.
public enum JumpMode: Sendable, Equatable {
    /// `jump`: the cursor moves to the labelled row.
    case move
    /// `jump-accept`: the cursor moves there and the row is accepted.
    case accept

    /// fzf 0.74's labels, used when `--jump-labels` gives none.
    public static let standardLabels =
        Array("asdfghjklqwertyuiopzxcvbnm1234567890ASDFGHJKLQWERTYUIOPZXCVBNM`~;:,<.>/?'\"!@#$%^&*()[{]}-_=+")
}

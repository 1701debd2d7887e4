/// Where a view sits in a column wider than it.
public enum ColumnAlignment: Sendable {
    case leading, trailing
}

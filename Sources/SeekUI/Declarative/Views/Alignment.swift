/// Where an overlay sits, as SwiftUI's `Alignment`; a row-based terminal view has one place.
public struct Alignment: Sendable, Hashable {
    let name: String
    public static let center = Alignment(name: "center")
    public static let top = Alignment(name: "top")
    public static let bottom = Alignment(name: "bottom")
    public static let leading = Alignment(name: "leading")
    public static let trailing = Alignment(name: "trailing")
}

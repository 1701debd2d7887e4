extension Image {
    /// The image called `name` in the app's assets, as SwiftUI's `Image(_:)`. A terminal has no
    /// artwork: a name that is also a symbol's is drawn as that symbol's character, any other
    /// as `•`.
    public init(_ name: String) {
        self.init(systemName: name)
    }
}

extension Label where Title == Text, Icon == Image {
    /// `title` with the image called `image` (see ``Image/init(_:)``), as SwiftUI's `Label(_:image:)`.
    public init(_ title: String, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
}

/// A part of an app's interface, as SwiftUI's `Scene`: a terminal app has one, a ``WindowGroup``.
public protocol Scene {
    /// The type of scene the body is.
    associatedtype Body: Scene
    /// What this scene is made of.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// A primitive scene has no body.
    public var body: Never { fatalError("\(Self.self) is a primitive scene; it has no body") }
}

/// Builds an app's scene, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// The window of an app, as SwiftUI's `WindowGroup`: in a terminal, the screen, showing its view.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let content: Content

    /// A window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A scene that runs a view: a window group.
protocol ViewShowingScene {
    /// Runs the scene's view on `terminal`.
    func run<Terminal: TerminalBackend>(on terminal: Terminal, handlesSignals: Bool) throws(SearchableListError)
    /// Runs the scene's view on the process's terminal.
    func run() throws(SearchableListError)
}

extension WindowGroup: ViewShowingScene {
    func run<Terminal: TerminalBackend>(on terminal: Terminal, handlesSignals: Bool) throws(SearchableListError) {
        try ViewRunner(content).run(on: terminal, handlesSignals: handlesSignals)
    }

    func run() throws(SearchableListError) {
        try ViewRunner(content).run()
    }
}

extension Scene {
    /// The window group this scene is, or is made of.
    var window: any ViewShowingScene {
        if let window = self as? any ViewShowingScene { return window }
        return body.window
    }
}

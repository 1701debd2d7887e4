import Glibc

/// A program, as SwiftUI's `App`: mark it `@main`, and its window's view runs in the terminal
/// until the user leaves (Esc with search not presented, or Ctrl-C).
///
/// ```swift
/// @main
/// struct RecipesApp: App {
///     var body: some Scene {
///         WindowGroup { RecipeListView(recipes: Recipe.samples) }
///     }
/// }
/// ```
public protocol App {
    /// The type of the app's scene.
    associatedtype Body: Scene
    /// The app's window.
    @SceneBuilder var body: Body { get }
    /// The app, as `main()` makes it.
    init()
}

extension App {
    /// Runs the app on the terminal (`/dev/tty` when standard input or output is redirected);
    /// a failure (no terminal) is written to standard error and the process exits with 1, a
    /// signal that ended the run with 128 plus its number.
    public static func main() {
        do {
            try Self().body.window.run()
        } catch {
            switch error {
            case .terminal(let message):
                let line = Array("\(message)\n".utf8)
                _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
                exit(1)
            case .signal(let number):
                exit(128 + number)
            }
        }
    }

    /// Runs the app's window on `terminal` (a test's in-memory terminal) until the user leaves.
    public func run<Terminal: TerminalBackend>(on terminal: Terminal, handlesSignals: Bool = true) throws(SearchableListError) {
        try body.window.run(on: terminal, handlesSignals: handlesSignals)
    }
}

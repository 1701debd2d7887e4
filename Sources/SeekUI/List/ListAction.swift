/// The custom actions a list posts to its own loop, as a typed value the runtime hands back
/// (`CustomAction(ListAction.key(0))`), so that no program's action can be taken for one.
enum ListAction: Hashable, Sendable {
    /// The program wrote a binding: its writes are applied on the loop's thread.
    case bindingsChanged
    /// The program's key action number `index` (in the order of its `onKeyPress` modifiers).
    case key(Int)
}

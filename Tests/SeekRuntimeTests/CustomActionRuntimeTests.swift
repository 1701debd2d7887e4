import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import Synchronization
import Testing

/// A host's own keys through the whole run: the key map hands the host's typed value to the
/// browser, the loop hands it to `onCustomAction` unchanged, and what the host answers applies.
@Suite(.waitsOnPrograms) struct CustomActionRuntimeTests {
    /// The test program's own actions.
    enum FruitAction: Hashable, Sendable {
        case search(String)
    }

    /// What `onCustomAction` was given, read by the test after the run.
    final class Received: Sendable {
        let actions = Mutex<[CustomAction]>([])
    }

    @Test func aBoundCustomKeyReachesTheHostAsItsTypedValueAndItsAnswerApplies() {
        let fruits = ["apple", "banana", "lemon", "melon"]
        let received = Received()
        let program = RuntimeHarness(configure: { runtime in
            let key = KeyMap.Binding(keys: [.control("y")], action: .user(.custom(CustomAction(FruitAction.search("mel")))),
                                     help: KeyMap.Help("^Y", "melons"))
            runtime.keyMap = KeyMap(bindings: [key] + runtime.keyMap.bindings)
            runtime.onCustomAction = { action, _ in
                received.actions.withLock { $0.append(action) }
                guard case .search(let text)? = action.value(as: FruitAction.self) else { return [] }
                return [.host(.session(.replaceText(text)))]
            }
        }) {
            DataSetSearch(dataSet: DataSet(name: "fruit", items: ItemStore(fruits)))
        }
        #expect(program.terminal.waitForText("4/4"))
        #expect(program.terminal.waitForText("^Y melons"), "the host's key is named in the help line")
        program.terminal.send(.control("y"))
        #expect(program.terminal.waitForText("1/4"), "the host's answer typed mel")
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([3], query: SearchQuery(text: "mel")))
        let actions = received.actions.withLock { $0 }
        #expect(actions == [CustomAction(FruitAction.search("mel"))])
        #expect(actions.first?.value(as: FruitAction.self) == .search("mel"))
    }
}

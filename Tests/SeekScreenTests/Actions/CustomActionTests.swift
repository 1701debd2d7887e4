import Testing
import SeekScreen

/// A host's custom action keeps its own type through the browser: equal only to the same value
/// of the same type, and read back typed.
@Suite struct CustomActionTests {
    enum ListAction: Hashable, Sendable {
        case refresh
        case open(Int)
    }

    enum OtherAction: Hashable, Sendable {
        case refresh
    }

    @Test func theHostReadsBackTheValueItBound() {
        let action = CustomAction(ListAction.open(3))
        #expect(action.value(as: ListAction.self) == .open(3))
        #expect(action.value(as: OtherAction.self) == nil)
        #expect(action.value(as: String.self) == nil)
    }

    @Test func equalValuesOfOneTypeAreEqualAndHashAlike() {
        #expect(CustomAction(ListAction.open(3)) == CustomAction(ListAction.open(3)))
        #expect(CustomAction(ListAction.open(3)) != CustomAction(ListAction.open(4)))
        #expect(Set([CustomAction(ListAction.refresh), CustomAction(ListAction.refresh)]).count == 1)
    }

    @Test func valuesOfDifferentTypesAreNeverEqual() {
        // Two hosts' actions with the same spelling, or a raw value that looks alike, stay apart.
        #expect(CustomAction(ListAction.refresh) != CustomAction(OtherAction.refresh))
        #expect(CustomAction(1) != CustomAction(Int8(1)))
        #expect(CustomAction("refresh") != CustomAction(ListAction.refresh))
    }

    @Test func wrappingACustomActionAgainKeepsOneWrapping() {
        let once = CustomAction(ListAction.open(1))
        let twice = CustomAction(once)
        #expect(twice == once)
        #expect(twice.value(as: ListAction.self) == .open(1))
    }

    @Test func theActionsCarryingItStayEquatable() {
        #expect(UserAction.custom(CustomAction(ListAction.refresh)) == .custom(CustomAction(ListAction.refresh)))
        #expect(UserAction.custom(CustomAction(ListAction.refresh)) != .custom(CustomAction(OtherAction.refresh)))
        #expect(BrowserAction.user(.custom(CustomAction(ListAction.open(2)))) != .user(.custom(CustomAction(ListAction.open(5)))))
    }

    @Test func itsDescriptionNamesTheHostsValue() {
        #expect(CustomAction(ListAction.open(3)).description.contains("open(3)"))
    }
}

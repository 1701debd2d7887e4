import SeekCommands
import SeekScreen
import Testing

/// fzf's tracking actions bound with `--bind`.
@Suite struct TrackingBindingTests {
    @Test func trackingActionsNameTheirChanges() throws {
        let bindings = try Bindings(parsing: "a:track,b:track-current,c:untrack-current,d:toggle-track,e:toggle-track-current")
        let expected: [Character: TrackingChange] = [
            "a": .trackCurrent, "b": .trackCurrent, "c": .untrackCurrent, "d": .toggleAlways, "e": .toggleCurrent,
        ]
        for (key, change) in expected {
            #expect(bindings.keys[.character(key)] == [.browser(.host(.changeTracking(change)))], "\(key)")
        }
    }
}

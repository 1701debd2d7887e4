import SeekRuntime
import Testing

/// The loop's `every(N)` timers as a value: deadlines by the loop's clock, ticks that coalesce.
@Suite struct RepeatingTimersTests {
    @Test func eachTimerFiresOnItsOwnIntervalCountedFromTheStart() {
        var timers = RepeatingTimers(intervals: [500, 200], now: 1_000)
        #expect(timers.nextDeadline == 1_200)
        #expect(timers.takeDue(at: 1_199).isEmpty)
        #expect(timers.takeDue(at: 1_200) == [200])
        #expect(timers.nextDeadline == 1_400)
        #expect(timers.takeDue(at: 1_500) == [200, 500], "both came round; the shorter first")
        #expect(timers.nextDeadline == 1_600)
    }

    @Test func aLoopBusyPastSeveralTicksGetsOneAndTheNextIsCountedFromThen() {
        var timers = RepeatingTimers(intervals: [100], now: 0)
        #expect(timers.takeDue(at: 1_050) == [100], "one tick, not ten")
        #expect(timers.nextDeadline == 1_150)
    }

    @Test func equalIntervalsAreOneTimerAndNoTimersMeanNoDeadline() {
        let timers = RepeatingTimers(intervals: [300, 300], now: 0)
        #expect(timers.timers.count == 1)
        #expect(RepeatingTimers().nextDeadline == nil)
    }
}

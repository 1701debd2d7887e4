@testable import SeekDatabase
import Testing

/// A count within a time budget, driven by a stand-in server that counts `matching` rows and
/// runs out of time on the steps `slow` names: exact when a step counts everything, else "more
/// than" the last step that finished, never a number it did not count.
struct BoundedCountTests {
    /// The limits the steps were taken with, and what a count of `matching` rows gives.
    final class StandIn {
        let matching: Int
        let slow: (Int?) -> Bool
        /// The limits the steps were taken with, nil for "every row".
        var limits: [Int?] = []

        init(matching: Int, slow: @escaping (Int?) -> Bool = { _ in false }) {
            self.matching = matching
            self.slow = slow
        }

        func take(budget: Int = 10_000, rowsAtMost: Int? = nil, isStale: () -> Bool = { false }) throws(DatabaseError) -> BoundedCount? {
            try BoundedCount.take(within: budget, rowsAtMost: rowsAtMost, isStale: isStale, statement: { limit in
                var statement = SQLStatement()
                statement.append(limit.map(String.init) ?? "all")
                return statement
            }, sum: BoundedCount.sumOfLastColumn) { statement, _ throws(DatabaseError) in
                let limit = Int(statement.text)
                limits.append(limit)
                guard !slow(limit) else {
                    var timedOut = DatabaseError("canceling statement due to statement timeout")
                    timedOut.isTimeout = true
                    throw timedOut
                }
                // A grouped count's rows: two groups, their sum capped at limit + 1 as LIMIT caps it.
                let counted = min(matching, limit.map { $0 + 1 } ?? .max)
                return [["a", String(counted / 2)], ["b", String(counted - counted / 2)]]
            }
        }
    }

    @Test func aCountThatFitsTheFirstStepIsExactInOneStatement() throws {
        let server = StandIn(matching: 4_321)
        let count = try #require(try server.take())
        #expect(count.isExact && count.total == 4_321 && count.provenAbove == nil)
        #expect(server.limits == [BoundedCount.firstLimit])
    }

    @Test func aLargeCountGrowsItsLimitUntilItCountsEverythingWithNoCap() throws {
        let server = StandIn(matching: 63_666)
        let count = try #require(try server.take())
        #expect(count.isExact && count.total == 63_666)
        #expect(server.limits == [10_000, 100_000])
        let million = StandIn(matching: 10_700_000)
        #expect(try million.take()?.total == 10_700_000)
        #expect(million.limits == [10_000, 100_000, nil], "the last step counts every row, with no LIMIT")
    }

    @Test func aStepThatWouldCountTheWholeTableIsLeftToTheLastWhichHasNoLimit() throws {
        // A table of 63,666 rows: at most 10,000, then every row (the server may count in parallel).
        let server = StandIn(matching: 50_000)
        #expect(try server.take(rowsAtMost: 63_666)?.total == 50_000)
        #expect(server.limits == [10_000, nil])
        let small = StandIn(matching: 4_000)
        #expect(try small.take(rowsAtMost: 9_000)?.isExact == true)
        #expect(small.limits == [nil])
    }

    @Test func aCountThatRunsOutOfTimeProvesOnlyWhatTheLastFinishedStepCounted() throws {
        let server = StandIn(matching: 5_000_000, slow: { $0 == nil })
        let count = try #require(try server.take())
        #expect(!count.isExact)
        #expect(count.provenAbove == 100_000, "more than 100,000: the step that finished, not a guess")
        #expect(count.total == 100_001)
        #expect(server.limits == [10_000, 100_000, nil])
    }

    @Test func aCountWhoseFirstStepRunsOutOfTimeGivesNothing() throws {
        let server = StandIn(matching: 5_000_000, slow: { _ in true })
        #expect(try server.take() == nil)
        #expect(server.limits == [10_000])
    }

    @Test func aCountGivesUpBetweenStepsOnceANewerQueryArrives() throws {
        let server = StandIn(matching: 5_000_000)
        var asked = 0
        // Stale after the first step: the count gives up rather than go on for an old query.
        #expect(throws: DatabaseError.cancelled) {
            _ = try server.take(isStale: { asked += 1; return asked > 1 })
        }
        #expect(server.limits == [10_000])
    }
}

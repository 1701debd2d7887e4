import Dispatch
@testable import SeekDatabase
import SeekCatalog
import SeekProviders
import Synchronization
import Testing

/// The background read of a table's scopes and suggested tokens, without a server: what it
/// says when it cannot connect, and when it connects at all.
struct VocabularyReaderTests {
    /// The statements of a table with a scope field and a token field, or with neither.
    static func statements(withScopeAndTokens: Bool = true) throws -> TableStatements {
        let choices = withScopeAndTokens ? FieldRoleChoices(display: "name", scopeField: "course", tokenFields: ["cuisine"])
                                         : FieldRoleChoices(display: "name")
        return TableStatements(table: try TableDescription(name: "recipes", columns: ["id", "name", "course", "cuisine"], choices: choices))
    }

    @Test func aReaderThatCannotConnectSaysWhyOnceAndWakesItsCaller() throws {
        let wakes = Mutex(0)
        let reader = VocabularyReader(statements: try Self.statements(), connect: { () throws(DatabaseError) in
            throw DatabaseError("postgresql: connection refused")
        }, whenRead: { wakes.withLock { $0 += 1 } })
        #expect(reader.takeOutcome() == nil, "nothing is read before it starts")
        reader.waitUntilRead()
        #expect(reader.takeOutcome() == .failed("scope and token values: postgresql: connection refused"))
        #expect(reader.takeOutcome() == nil, "handed over once")
        #expect(wakes.withLock { $0 } == 1)
    }

    @Test func aTableWithoutScopeOrTokenFieldsConnectsToNothing() throws {
        let connections = Mutex(0)
        let reader = VocabularyReader(statements: try Self.statements(withScopeAndTokens: false), connect: { () throws(DatabaseError) in
            connections.withLock { $0 += 1 }
            throw DatabaseError("postgresql: not expected")
        }, whenRead: {})
        reader.waitUntilRead()
        #expect(reader.takeOutcome() == .read(SearchVocabulary(tokenFields: [])))
        #expect(connections.withLock { $0 } == 0)
    }

    @Test func aReaderStoppedWhileItConnectsKeepsNothing() throws {
        let connecting = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let reader = VocabularyReader(statements: try Self.statements(), connect: { () throws(DatabaseError) in
            connecting.signal()
            release.wait()
            throw DatabaseError("postgresql: the server went away")
        }, whenRead: {})
        reader.start()
        connecting.wait()
        reader.stop()
        release.signal()
        reader.waitUntilRead()
        #expect(reader.takeOutcome() == nil, "a stopped search shows nothing more")
    }

    @Test func waitingOnAReaderStoppedBeforeItStartedReturns() throws {
        let reader = VocabularyReader(statements: try Self.statements(), connect: { () throws(DatabaseError) in
            throw DatabaseError("postgresql: not expected")
        }, whenRead: {})
        reader.stop()
        reader.waitUntilRead()
        #expect(reader.takeOutcome() == nil)
    }
}

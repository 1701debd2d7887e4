import Testing
@testable import SeekCatalog

/// The field a data set shows and searches when the user chose none: the one rule that files
/// and tables share (a table passes its column types and primary key).
@Suite struct DefaultDisplayFieldTests {
    func defaultField(_ fields: [(String, FieldValue)], keys: Set<String> = []) -> String? {
        let names = fields.map(\.0)
        let text = FieldRoles.textFields(fieldNames: names, records: [Record(fields: fields)])
        return FieldRoles.defaultDisplayField(fieldNames: names, textFields: text, keyFields: keys)
    }

    @Test func aFieldNamedAsAKeyIsPassedOverForAnotherTextField() {
        #expect(defaultField([("id", .text("a1")), ("summary", .text("x"))]) == "summary")
        #expect(defaultField([("package_id", .text("p7")), ("summary", .text("x"))]) == "summary")
    }

    @Test func aKeyIsShownWhenItIsTheOnlyText() {
        #expect(defaultField([("id", .text("a1")), ("size", .number("3"))]) == "id")
        #expect(defaultField([("code", .text("c")), ("size", .number("3"))], keys: ["code"]) == "code")
    }

    @Test func aDeclaredKeyIsPassedOverEvenWhenItsNameDoesNotSaySo() {
        #expect(defaultField([("code", .text("c")), ("note", .text("n"))], keys: ["code"]) == "note")
        #expect(defaultField([("code", .text("c")), ("note", .text("n"))]) == "code")
    }

    @Test func anExactNameComesBeforeANameEndingSoAndThatBeforeTheFirstText() {
        #expect(defaultField([("email", .text("e")), ("full_name", .text("f")), ("Title", .text("t"))]) == "Title")
        #expect(defaultField([("email", .text("e")), ("displayLabel", .text("d"))]) == "displayLabel")
        #expect(defaultField([("email", .text("e")), ("city", .text("c"))]) == "email")
    }

    @Test func withoutTextTheFirstFieldIsShown() {
        #expect(defaultField([("size", .number("1")), ("flag", .bool(true))]) == "size")
        #expect(defaultField([]) == nil)
    }
}

import Testing
import SeekTestSupport
@testable import SeekCatalog

@Suite struct FieldRolesTests {
    let recipes = [
        Record(fields: [
            ("id", .number("1")), ("course", .text("Main")), ("name", .text("Pad Thai")), ("cuisine", .text("Thai")),
        ]),
    ]
    let recipeFields = ["id", "course", "name", "cuisine"]

    func resolve(_ choices: FieldRoleChoices, fields: [String]? = nil, records: [Record]? = nil) throws -> FieldRoles {
        try FieldRoles(resolving: choices, fieldNames: fields ?? recipeFields, records: records ?? recipes, source: "recipes.json")
    }

    @Test func withoutChoicesTheNameFieldIsShownEveryFieldIsDetailAndTheRowTextIsSearched() throws {
        let roles = try resolve(FieldRoleChoices())
        #expect(roles == FieldRoles(display: DisplayTemplate("name"), detailFields: recipeFields))
        #expect(roles.scopeField == nil && roles.tokenFields.isEmpty && roles.searchFields == nil)
    }

    @Test func choosingTheDefaultDisplayForSparseKeysTakesLinearTime() throws {
        // Sixteen times the keys: about sixteen times the time when linear; scanning every record per
        // field grew with the square (256 times). The bound sits between the two, far from both, so
        // that a machine busy with other tests cannot fail it (the runs alternate between the sizes).
        var failure: (any Error)?
        let growth = GrowthRatio.of(small: 1_000, large: 16_000, runs: 5) { count in
            // Every record has a field of its own, and the last one holds the only text.
            let objects = (0..<count).map { #"{"k\#($0)": \#($0 == count - 1 ? "\"last\"" : "\($0)")}"# }
            let bytes = Array(("[" + objects.joined(separator: ",") + "]").utf8)
            do {
                let dataSet = try DataSetLoader(format: .json).load(bytes: bytes, name: "sparse.json")
                #expect(dataSet.roles?.display == DisplayTemplate("k\(count - 1)"))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        #expect(growth < 64, "16,000 keys took \(growth) times as long as 1,000")
    }

    @Test func theDefaultDisplayPrefersNameThenTitleThenLabelIgnoringCase() throws {
        let record = Record(fields: [("Label", .text("l")), ("TITLE", .text("t")), ("kind", .text("k"))])
        let roles = try resolve(FieldRoleChoices(), fields: ["Label", "TITLE", "kind"], records: [record])
        #expect(roles.display == DisplayTemplate("TITLE"))
    }

    @Test func aNameFieldThatHoldsNumbersIsNotTheDefaultDisplay() throws {
        let record = Record(fields: [("name", .number("7")), ("city", .text("Oslo"))])
        let roles = try resolve(FieldRoleChoices(), fields: ["name", "city"], records: [record])
        #expect(roles.display == DisplayTemplate("city"))
    }

    @Test func stringValuedMeansTheFirstValueThatIsNotNull() throws {
        let records = [
            Record(fields: [("n", .number("1")), ("note", .null)]),
            Record(fields: [("n", .number("2")), ("note", .text("hi"))]),
        ]
        #expect(try resolve(FieldRoleChoices(), fields: ["n", "note"], records: records).display == DisplayTemplate("note"))
    }

    @Test func withoutStringFieldsTheFirstFieldIsShown() throws {
        let record = Record(fields: [("x", .number("1")), ("y", .number("2"))])
        #expect(try resolve(FieldRoleChoices(), fields: ["x", "y"], records: [record]).display == DisplayTemplate("x"))
    }

    @Test func chosenRolesAreKept() throws {
        let choices = FieldRoleChoices(
            display: "{name} ({cuisine})", scopeField: "course", tokenFields: ["cuisine"],
            detailFields: ["cuisine", "name"], searchFields: ["name", "cuisine"]
        )
        let roles = try resolve(choices)
        #expect(roles == FieldRoles(
            display: DisplayTemplate("{name} ({cuisine})"), scopeField: "course", tokenFields: ["cuisine"],
            detailFields: ["cuisine", "name"], searchFields: ["name", "cuisine"]
        ))
    }

    @Test func aMissingFieldIsAnErrorListingTheFieldsAndTheNearestName() {
        let message = "no field 'cusine' in recipes.json (fields: id, course, name, cuisine); did you mean 'cuisine'?"
        #expect(throws: LoadError(message)) { try resolve(FieldRoleChoices(scopeField: "cusine")) }
        #expect(throws: LoadError(message)) { try resolve(FieldRoleChoices(tokenFields: ["name", "cusine"])) }
        #expect(throws: LoadError(message)) { try resolve(FieldRoleChoices(detailFields: ["cusine"])) }
        #expect(throws: LoadError(message)) { try resolve(FieldRoleChoices(searchFields: ["cusine"])) }
    }

    @Test func aFieldThatIsNothingLikeAnyOtherGetsNoSuggestion() {
        #expect(throws: LoadError("no field 'zzzzz' in recipes.json (fields: id, course, name, cuisine)")) {
            try resolve(FieldRoleChoices(display: "zzzzz"))
        }
    }

    @Test func aFieldInADisplayTemplateIsChecked() {
        #expect(throws: LoadError("no field 'Name' in recipes.json (fields: id, course, name, cuisine); did you mean 'name'?")) {
            try resolve(FieldRoleChoices(display: "{Name} - {course}"))
        }
    }

    @Test func aTemplateThatNamesNoFieldIsAnError() {
        #expect(throws: LoadError("the display template '{name' names no field ({field} inserts one)")) {
            try resolve(FieldRoleChoices(display: "{name"))
        }
    }

    @Test func aLongFieldListIsShortenedInTheError() {
        let fields = (1...25).map { "field\($0)" }
        #expect(throws: LoadError(
            "no field 'x' in recipes.json (fields: " + fields.prefix(20).joined(separator: ", ") + ", … (5 more))"
        )) {
            try resolve(FieldRoleChoices(scopeField: "x"), fields: fields, records: [])
        }
    }

    @Test func aDataSetWithoutFieldsSaysSo() {
        #expect(throws: LoadError("no field 'kind' in recipes.json (it has no fields)")) {
            try resolve(FieldRoleChoices(scopeField: "kind"), fields: [], records: [])
        }
    }

    @Test func aCommaSeparatedOptionGivesTrimmedNonEmptyNames() {
        #expect(FieldRoleChoices.fieldNames(inList: " name, age ,,group") == ["name", "age", "group"])
        #expect(FieldRoleChoices.fieldNames(inList: "") == [])
        #expect(FieldRoleChoices.fieldNames(inList: "first name") == ["first name"])
    }
}

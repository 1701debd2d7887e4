import SeekMatching
import Testing
@testable import SeekCatalog

@Suite struct DataSetTests {
    let records = [
        Record(fields: [("name", .text("Pad Thai")), ("course", .text("Main")), ("tags", .list([.text("spicy"), .text("noodles")]))]),
        Record(fields: [("name", .text("Tom Yum")), ("course", .text("Soup")), ("tags", .list([.text("spicy")]))]),
        Record(fields: [("name", .text("Green Curry")), ("course", .text("Main")), ("tags", .null)]),
        Record(fields: [("name", .text("Water")), ("course", .text("")), ("tags", .list([]))]),
    ]

    func dataSet(_ roles: FieldRoles) -> DataSet {
        DataSet(name: "food", fieldNames: ["name", "course", "tags"], records: records, roles: roles)
    }

    func texts(_ store: ItemStore?) -> [String]? {
        store.map { store in (0..<store.count).map { store.text(at: $0) } }
    }

    @Test func rowsAreTheDisplayTextAndTheRowTextIsSearchedByDefault() {
        let set = dataSet(FieldRoles(display: DisplayTemplate("{name} ({course})"), detailFields: []))
        #expect(texts(set.items) == ["Pad Thai (Main)", "Tom Yum (Soup)", "Green Curry (Main)", "Water ()"])
        #expect(set.searchText == nil)
        #expect(set.searchableText(at: 1) == "Tom Yum (Soup)")
    }

    @Test func searchFieldsAreJoinedWithSpaces() {
        let set = dataSet(FieldRoles(display: DisplayTemplate("name"), detailFields: [], searchFields: ["course", "tags"]))
        #expect(texts(set.searchText) == ["Main spicy, noodles", "Soup spicy", "Main ", " "])
        #expect(set.searchableText(at: 0) == "Main spicy, noodles")
        #expect(set.items.text(at: 0) == "Pad Thai")
    }

    @Test func scopesAreTheDistinctNonEmptyValuesInFirstSeenOrder() {
        let set = dataSet(FieldRoles(display: DisplayTemplate("name"), scopeField: "course", detailFields: []))
        #expect(set.scopeValues == ["Main", "Soup"])
        #expect((0..<4).map { set.scopeValue(of: $0) } == ["Main", "Soup", "Main", nil])
        #expect((0..<4).map { set.scopeIndex(of: $0) } == [0, 1, 0, nil])
    }

    @Test func withoutAScopeFieldThereAreNoScopes() {
        let set = dataSet(FieldRoles(display: DisplayTemplate("name"), detailFields: []))
        #expect(set.scopeValues.isEmpty)
        #expect(set.scopeValue(of: 0) == nil)
    }

    @Test func tokenValuesAreDistinctAndListsContributeEachElement() {
        let set = dataSet(FieldRoles(display: DisplayTemplate("name"), tokenFields: ["tags", "course"], detailFields: []))
        #expect(set.tokenValues == ["tags": ["spicy", "noodles"], "course": ["Main", "Soup"]])
        #expect(set.fieldValues(of: 0, field: "tags") == ["spicy", "noodles"])
        #expect(set.fieldValues(of: 2, field: "tags") == [])
        #expect(set.fieldValues(of: 3, field: "course") == [])
    }

    @Test func theDetailListsTheDetailFieldsWithListsOnePerLine() {
        let set = dataSet(FieldRoles(display: DisplayTemplate("name"), detailFields: ["tags", "name"]))
        let detail = set.detail(of: 0)
        #expect(detail.map(\.name) == ["tags", "name"])
        #expect(detail.map(\.value) == ["spicy\nnoodles", "Pad Thai"])
    }

    @Test func aFieldARecordLacksIsLeftOutOfItsDetail() {
        let uneven = [Record(fields: [("name", .text("a"))]), Record(fields: [("name", .text("b")), ("extra", .bool(true))])]
        let set = DataSet(name: "x", records: uneven, display: DisplayTemplate("name"))
        #expect(set.fieldNames == ["name", "extra"])
        #expect(set.detail(of: 0).map(\.name) == ["name"])
        #expect(set.detail(of: 1).map(\.value) == ["b", "yes"])
    }

    @Test func plainLinesHaveNoRolesNoScopesAndNoDetail() {
        let set = DataSet(name: "stdin", items: ItemStore(["one", "two"]))
        #expect(set.roles == nil)
        #expect(set.records.isEmpty && set.fieldNames.isEmpty)
        #expect(set.detail(of: 0).isEmpty)
        #expect(set.scopeValue(of: 0) == nil)
        #expect(set.searchableText(at: 1) == "two")
    }
}

@Suite struct DataSetAppendingTests {
    let records = (0..<40).map { number in
        Record(fields: [
            ("name", .text("item \(number)")),
            ("course", .text(["Main", "Soup", "", "Dessert"][number % 4])),
            ("tags", .list((0..<(number % 3)).map { .text("tag\(($0 + number) % 5)") })),
        ])
    }
    let roles = FieldRoles(
        display: DisplayTemplate("{name} ({course})"),
        scopeField: "course",
        tokenFields: ["tags"],
        detailFields: ["name"],
        searchFields: ["name", "tags"]
    )

    func texts(_ store: ItemStore?) -> [String]? {
        store.map { store in (0..<store.count).map { store.text(at: $0) } }
    }

    /// Every condition either data set could answer, with the items each finds.
    func conditions(_ set: DataSet) -> [String: [UInt32]] {
        var found: [String: [UInt32]] = [:]
        for value in set.scopeValues {
            found["course:\(value)"] = set.fields.items(satisfying: FieldCondition(field: "course", value: value))
        }
        for value in set.tokenValues["tags", default: []] {
            found["tags:\(value)"] = set.fields.items(satisfying: FieldCondition(field: "tags", value: value))
        }
        return found
    }

    @Test func appendingInBatchesGivesTheDataSetBuiltWhole() {
        let whole = DataSet(name: "food", fieldNames: ["name", "course", "tags"], records: records, roles: roles)
        var pieces = DataSet(name: "food", fieldNames: ["name", "course", "tags"], records: [], roles: roles)
        for batch in [0..<1, 1..<7, 7..<7, 7..<40] {
            pieces.append(records: Array(records[batch]))
        }
        #expect(texts(pieces.items) == texts(whole.items))
        #expect(texts(pieces.searchText) == texts(whole.searchText))
        #expect(pieces.records == whole.records)
        #expect(pieces.scopeValues == whole.scopeValues)
        #expect((0..<40).map(pieces.scopeIndex) == (0..<40).map(whole.scopeIndex))
        #expect(pieces.tokenValues == whole.tokenValues)
        #expect(pieces.fields.count == 40 && whole.fields.count == 40)
        #expect(conditions(pieces) == conditions(whole))
        #expect(whole.scopeValues == ["Main", "Soup", "Dessert"])
    }

    @Test func fieldsIndexTheScopeAndTokenValuesIgnoringCase() {
        let set = DataSet(name: "food", fieldNames: ["name", "course", "tags"], records: records, roles: roles)
        #expect(set.fields.items(satisfying: FieldCondition(field: "COURSE", value: "soup")) == [1, 5, 9, 13, 17, 21, 25, 29, 33, 37])
        #expect(set.fields.items(satisfying: FieldCondition(field: "tags", value: "tag1")).prefix(3) == [1, 5, 11])
        #expect(set.fields.items(satisfying: FieldCondition(field: "name", value: "item 1")).isEmpty)
    }

    @Test func appendingRecordsWithNewFieldsAddsTheirNames() {
        var set = DataSet(name: "x", fieldNames: ["name"], records: [Record(fields: [("name", .text("a"))])], roles: roles)
        set.append(records: [Record(fields: [("name", .text("b")), ("extra", .bool(true))])])
        #expect(set.fieldNames == ["name", "extra"])
    }

    @Test func plainLinesHaveAFieldsEntryPerItemAndGrowByChunks() {
        var set = DataSet(name: "stdin", items: ItemStore(["one", "two"]))
        #expect(set.fields.count == 2 && !set.fields.hasFields)
        set.append(lines: ItemChunk(terminatedItems: Array("three\nfour\n".utf8), starts: [0, 6, 11]))
        #expect(texts(set.items) == ["one", "two", "three", "four"])
        #expect(set.fields.count == 4)
    }
}

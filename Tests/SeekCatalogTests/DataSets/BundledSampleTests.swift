import Testing
@testable import SeekCatalog

@Suite struct BundledSampleTests {
    @Test(arguments: BundledSample.all.map(\.name))
    func everyBundledSampleLoadsWithRowsForEveryRecord(name: String) throws {
        let dataSet = try #require(BundledSample.named(name)).load()
        #expect(dataSet.name == name)
        #expect(dataSet.records.count == dataSet.items.count)
        #expect(dataSet.items.count > 0)
        #expect((0..<dataSet.items.count).allSatisfy { !dataSet.items.text(at: $0).isEmpty })
    }

    @Test(arguments: BundledSample.all.map(\.name))
    func everySampleHasScopesAndADetailPane(name: String) throws {
        let dataSet = try #require(BundledSample.named(name)).load()
        let roles = try #require(dataSet.roles)
        #expect(roles.scopeField != nil)
        #expect(dataSet.scopeValues.count >= 2)
        #expect(roles.detailFields == dataSet.fieldNames)
        #expect(dataSet.detail(of: 0).count >= 2)
        for field in roles.tokenFields {
            #expect(dataSet.tokenValues[field]?.isEmpty == false)
        }
    }

    @Test func theRecipesSampleHasCourseScopesAndCuisineTokens() throws {
        let dataSet = try #require(BundledSample.named("recipes")).load()
        #expect(dataSet.items.count >= 200)
        #expect(dataSet.roles?.scopeField == "course")
        #expect(dataSet.roles?.tokenFields == ["cuisine", "difficulty"])
        #expect(dataSet.scopeValues.contains("Main"))
        #expect(dataSet.detail(of: 0).contains { $0.name == "steps" && $0.value.contains("\n") })
    }

    @Test func usersShowNameAndAgeAndAreSearchedByNameAndAge() throws {
        let dataSet = try #require(BundledSample.named("users")).load()
        let first = dataSet.records[0]
        let name = try #require(first["name"]).displayText
        let age = try #require(first["age"]).displayText
        #expect(dataSet.items.text(at: 0) == "\(name) - \(age)")
        #expect(dataSet.searchableText(at: 0) == "\(name) \(age)")
        #expect(Set(dataSet.scopeValues).isSubset(of: ["normal", "moderator", "admin"]))
    }

    @Test func anUnknownSampleIsNil() {
        #expect(BundledSample.named("nope") == nil)
    }
}

import SampleData

/// A sample data set shipped with seek, and the roles its fields play.
public struct BundledSample: Sendable, Equatable {
    /// The name used with `--sample`.
    public var name: String
    /// One line saying what the sample holds.
    public var summary: String
    /// The field roles the sample opens with, resolved against its fields when it is loaded.
    public var roles: FieldRoleChoices

    public init(name: String, summary: String, roles: FieldRoleChoices) {
        self.name = name
        self.summary = summary
        self.roles = roles
    }

    /// How each record becomes a row (the default display field when the roles name none).
    public var display: DisplayTemplate {
        DisplayTemplate(roles.display ?? "name")
    }

    /// Every bundled sample, in the order `seek --samples` lists them.
    public static let all: [BundledSample] = [
        BundledSample(
            name: "recipes",
            summary: "dishes from around the world with course, cuisine, ingredients and steps",
            roles: FieldRoleChoices(display: "{name} · {cuisine}", scopeField: "course", tokenFields: ["cuisine", "difficulty"])
        ),
        BundledSample(
            name: "colors",
            summary: "the CSS named colours with their hex and RGB values",
            roles: FieldRoleChoices(display: "{name} {hex}", scopeField: "family")
        ),
        BundledSample(
            name: "timezones",
            summary: "the world's time zones from the tz database",
            roles: FieldRoleChoices(display: "zone", scopeField: "region", tokenFields: ["country"])
        ),
        BundledSample(
            name: "users",
            summary: "the users example from SwiftUI's search tutorials",
            roles: FieldRoleChoices(display: "{name} - {age}", scopeField: "group", searchFields: ["name", "age"])
        ),
    ]

    /// The sample called `name`, if there is one.
    public static func named(_ name: String) -> BundledSample? {
        all.first { $0.name == name }
    }

    /// Loads the sample's records from the bundled JSON file and resolves its roles.
    ///
    /// - Throws: a ``LoadError`` when the file is missing, malformed, or lacks a field the roles
    ///   name (a broken build, not a user error).
    public func load() throws(LoadError) -> DataSet {
        try load(overriding: FieldRoleChoices())
    }

    /// Loads the sample with the user's `choices` taking the place of the sample's own roles,
    /// choice by choice (a `--display` given on the command line replaces only the display).
    public func load(overriding choices: FieldRoleChoices) throws(LoadError) -> DataSet {
        let roles = FieldRoleChoices(
            display: choices.display ?? self.roles.display,
            scopeField: choices.scopeField ?? self.roles.scopeField,
            tokenFields: choices.tokenFields ?? self.roles.tokenFields,
            detailFields: choices.detailFields ?? self.roles.detailFields,
            searchFields: choices.searchFields ?? self.roles.searchFields
        )
        guard let path = SampleData.path(named: name) else {
            throw LoadError("the bundled sample '\(name)' is missing (looked in: \(SampleData.folders.joined(separator: ", ")); set SEEK_DATA to the folder that holds \(name).json)")
        }
        let bytes = try FileBytes.read(path: path)
        var dataSet = try DataSetLoader(format: .json, roles: roles).load(bytes: bytes, name: name + ".json")
        dataSet.name = name
        return dataSet
    }
}

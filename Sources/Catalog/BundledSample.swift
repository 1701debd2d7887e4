import Foundation
import SampleData

/// A sample data set shipped with seek, and how its rows are shown.
public struct BundledSample: Sendable, Equatable {
    /// The name used with `--sample`.
    public var name: String
    /// One line saying what the sample holds.
    public var summary: String
    /// How each record becomes a row.
    public var display: DisplayTemplate

    /// Every bundled sample; the first is the one `seek` opens by default.
    public static let all: [BundledSample] = [
        BundledSample(
            name: "recipes",
            summary: "dishes from around the world with course, cuisine, ingredients and steps",
            display: DisplayTemplate("{name} · {cuisine} {course}")
        ),
        BundledSample(
            name: "colors",
            summary: "the CSS named colours with their hex and RGB values",
            display: DisplayTemplate("{name} {hex}")
        ),
        BundledSample(
            name: "timezones",
            summary: "the world's time zones from the tz database",
            display: DisplayTemplate("{zone} · {country} {utc_offset}")
        ),
        BundledSample(
            name: "users",
            summary: "the users example from SwiftUI's search tutorials",
            display: DisplayTemplate("{name} - {age} · {group}")
        ),
    ]

    /// The sample opened when seek has no other input.
    public static var defaultSample: BundledSample { all[0] }

    /// The sample called `name`, if there is one.
    public static func named(_ name: String) -> BundledSample? {
        all.first { $0.name == name }
    }

    /// Loads the sample's records from the bundled JSON file.
    public func load() throws(LoadError) -> DataSet {
        guard let url = SampleData.url(named: name) else {
            throw LoadError("the bundled sample '\(name)' is missing from this build")
        }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: url))
        } catch {
            throw LoadError("cannot read the bundled sample '\(name)': \(error.localizedDescription)")
        }
        let records = try JSONRecordReader.records(from: bytes, name: url.lastPathComponent)
        return DataSet(name: name, records: records, display: display)
    }
}

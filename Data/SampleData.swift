import Foundation

/// Locates the sample data sets bundled with seek (the JSON files in this folder).
///
/// The files are SwiftPM resources of this small target so that `swift run seek` finds them from
/// any working directory, and an installed build finds them beside its executable.
public enum SampleData {
    /// The URL of the bundled file `name.json`, or nil when it is not bundled.
    public static func url(named name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: "json")
    }
}

import ArgumentParser

/// The values of `--placement`.
enum PlacementChoice: String, ExpressibleByArgument, CaseIterable {
    case automatic, drawer, sidebar, bottom, toolbar
}

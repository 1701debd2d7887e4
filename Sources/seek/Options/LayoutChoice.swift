import ArgumentParser

/// The values of `--layout`, fzf's names.
enum LayoutChoice: String, ExpressibleByArgument, CaseIterable {
    case `default`
    case reverse
    case reverseList = "reverse-list"

    /// Where the field goes when `--placement` does not say.
    var placement: PlacementChoice {
        self == .reverse ? .drawer : .bottom
    }

    /// Whether the best match is drawn at the bottom of the list, next to the prompt.
    var listGrowsUpward: Bool { self == .default }
}

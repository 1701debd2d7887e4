import ArgumentParser

/// The values of `--info`, fzf's names.
enum InfoChoice: String, ExpressibleByArgument, CaseIterable {
    case `default`, inline, hidden
    case inlineRight = "inline-right"
}

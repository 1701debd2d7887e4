import ArgumentParser

/// The values of `--profile`: seek's own face and keys, or fzf's (the default when seek runs
/// under the name `fzf`).
enum ProfileChoice: String, ExpressibleByArgument, CaseIterable {
    case seek
    case fzf
}

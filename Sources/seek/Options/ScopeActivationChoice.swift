import ArgumentParser

/// The values of `--scope-activation`.
enum ScopeActivationChoice: String, ExpressibleByArgument, CaseIterable {
    case automatic
    case textEntry = "text-entry"
    case presentation
}

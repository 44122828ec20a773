import Canopy
import Foundation

/// The named screens the `canopy` commands render: Canopy's examples by default, or a
/// package's own screens passed to `CanopyTool.main(screens:)`.
///
/// `render`, `filmstrip` and `gallery` (and a `--screens` list) look names up here, case
/// insensitively; `canopy examples` lists them in order.
public struct ScreenCatalog: Sendable {
    /// The screens, in gallery order; names are unique ignoring case.
    public let screens: [Example]

    /// A catalogue of `screens`; throws naming the first name used twice or empty, since a
    /// command could not tell such screens apart.
    public init(_ screens: [Example]) throws {
        var seen = Set<String>()
        for screen in screens {
            let key = screen.name.lowercased()
            guard !key.isEmpty, !key.contains(where: \.isWhitespace) else {
                throw ScreenCatalogError("the screen name '\(screen.name)' is empty or has spaces; a command line could not name it")
            }
            guard seen.insert(key).inserted else { throw ScreenCatalogError("two screens are named '\(screen.name)'") }
        }
        self.screens = screens
    }

    private init(unchecked screens: [Example]) { self.screens = screens }

    /// Canopy's own example screens.
    public static let examples = ScreenCatalog(unchecked: ExampleCatalog.all)

    /// The screen with this name (case-insensitive), or nil.
    public func named(_ name: String) -> Example? {
        screens.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The catalogue the running command uses: ``examples`` unless a tool entry point set
    /// another for the duration of a run.
    @TaskLocal public static var current = ScreenCatalog.examples
}

/// Why a screen catalogue was refused, naming the screen.
public struct ScreenCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The one-line cause.
    public var description: String

    /// Creates an error from its full description.
    public init(_ description: String) { self.description = description }
}

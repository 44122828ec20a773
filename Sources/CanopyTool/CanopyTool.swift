import Examples
import Foundation

/// The `canopy` command line as a library: a package's own small executable target calls
/// ``main(screens:arguments:)`` with its screens, and gets every command (`render`,
/// `gallery`, `filmstrip`, `diff`, `accept`, `report`, `shard`) over them.
///
/// ```swift
/// // Sources/app-canopy/main.swift
/// import CanopyTool
/// import Examples
///
/// CanopyTool.main(screens: [
///     Example(name: "profile", title: "Profile", summary: "The profile header over posts.") { ProfileScreen() },
/// ])
/// ```
public enum CanopyTool {
    /// Runs the command the process's arguments (or `arguments`) name over `screens`, then
    /// exits: status 0 on success, 1 for a difference or refusal, 2 for bad input with one
    /// line on stderr. A catalogue with a name used twice, empty or holding spaces exits 2
    /// naming it.
    public static func main(screens: [Example], arguments: [String]? = nil) -> Never {
        do {
            main(catalog: try ScreenCatalog(screens), arguments: arguments)
        } catch {
            FileHandle.standardError.write(Data("canopy: \(error)\n".utf8))
            exit(2)
        }
    }

    /// Runs the command over `catalog` (``ScreenCatalog/examples`` for Canopy's own), then exits.
    public static func main(catalog: ScreenCatalog, arguments: [String]? = nil) -> Never {
        ScreenCatalog.$current.withValue(catalog) {
            CanopyCommand.run(arguments: arguments)
        }
        exit(0)
    }
}

import ArgumentParser
import Canopy
import Examples

extension CanopyCommand {
    /// Lists the example names with what each demonstrates.
    struct ListExamples: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "examples", abstract: "List the screens the other commands render.")

        func run() {
            let width = ScreenCatalog.current.screens.map(\.name.count).max() ?? 0
            for e in ScreenCatalog.current.screens {
                print(e.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + e.summary)
            }
        }
    }

    /// Lists the device presets, then the iPad split-view profiles.
    struct ListDevices: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the device presets.")

        func run() {
            Self.printRows(DeviceProfile.all)
            Self.printRows(DeviceProfile.splitViewPresets)
        }

        /// One line per profile; the name column fits the longest name of `profiles` plus two spaces.
        static func printRows(_ profiles: [DeviceProfile]) {
            let column = (profiles.map(\.name.count).max() ?? 0) + 2
            for d in profiles {
                let s = d.safeAreaInsets
                print(
                    "\(d.name.padding(toLength: column, withPad: " ", startingAt: 0))\(points(Double(d.size.width)))×\(Int(d.size.height)) @\(Int(d.scale))x  status bar \(Int(d.statusBarHeight))  safe area (\(Int(s.top)), \(Int(s.left)), \(Int(s.bottom)), \(Int(s.right)))  \(d.userInterfaceIdiom) \(d.horizontalSizeClass)/\(d.verticalSizeClass)"
                )
            }
        }

        /// Whole points print as integers; the iPad mini's 561.5-point even split keeps its half.
        static func points(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
    }
}

import ArgumentParser
import Canopy
import Examples

/// The example and device that `render` and `filmstrip` share, checked once.
struct ScreenSelection: ParsableArguments {
    @Argument(help: "Example name (see 'canopy examples').")
    var example: String

    @Option(help: "Device name (see 'canopy devices').")
    var device = "iPhone15"

    /// The chosen example and device, or a one-line error naming the unknown one.
    func resolved() throws -> (Example, DeviceProfile) {
        (try Arguments.example(example), try Arguments.device(device))
    }
}

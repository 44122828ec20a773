import Canopy
import Foundation

extension Gallery {
    /// One screen of a gallery: an example on a device, scrolled to a position.
    public struct Screen: Sendable {
        /// The example shown.
        public var example: Example
        /// The device it is shown on.
        public var device: DeviceProfile
        /// Points past the top resting position (negative pulls down); the file name carries
        /// it as a whole number, so two screens differing by less than a point share a file.
        public var position: CGFloat

        /// Creates a screen.
        public init(example: Example, device: DeviceProfile, position: CGFloat) {
            self.example = example
            self.device = device
            self.position = position
        }

        /// The PNG's file name inside the example's folder: `<device>-y<position>.png`.
        public var fileName: String { "\(device.name)-y\(Int(position)).png" }
    }
}

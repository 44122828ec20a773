import Canopy
import CanopyCairo
import Foundation

/// Hosts an example on a device in a scroll state and renders it: the unit of work shared by
/// the gallery, `canopy render`, the filmstrip and the snapshot tests.
public enum ScreenRenderer {
    /// Frames the clock may run to settle animations after a state change (10 s at 60 Hz).
    static let settleFrames = 600

    /// Puts `screen` in a visible window of `device` and applies the demo scroll state.
    public static func host(_ screen: ExampleScreen, on device: DeviceProfile, scrollOffset: CGFloat) -> WindowNode {
        let window = WindowNode(device: device)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.showDemoState(scrollOffset: scrollOffset)
        window.clock.runUntilIdle(maxFrames: settleFrames)
        window.layoutIfNeeded()
        return window
    }

    /// Renders a fresh instance of `example` on `device`, `scrollOffset` points past its top.
    public static func render(
        _ example: Example, on device: DeviceProfile, scrollOffset: CGFloat,
        with renderer: CairoRenderer
    ) throws -> Bitmap {
        let window = host(example.make(), on: device, scrollOffset: scrollOffset)
        return try renderer.render(window)
    }
}

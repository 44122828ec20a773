import Canopy
import Foundation
import Testing

@Suite("Device presets")
struct DeviceProfileLineupTests {
    /// The published table the presets must match: name, points, scale, portrait safe area
    /// top and bottom, status bar, landscape side inset, and whether landscape is regular across.
    static let phones: [(String, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, Bool)] = [
        ("iPhoneSE", 375, 667, 2, 20, 0, 20, 0, false),
        ("iPhone13Mini", 375, 812, 3, 50, 34, 50, 50, false),
        ("iPhone15", 393, 852, 3, 59, 34, 54, 59, false),
        ("iPhone15Plus", 430, 932, 3, 59, 34, 54, 59, true),
        ("iPhone15Pro", 393, 852, 3, 59, 34, 54, 59, false),
        ("iPhone15ProMax", 430, 932, 3, 59, 34, 54, 59, true),
        ("iPhone16Pro", 402, 874, 3, 62, 34, 54, 62, false),
        ("iPhone16ProMax", 440, 956, 3, 62, 34, 54, 62, true),
    ]
    static let pads: [(String, CGFloat, CGFloat)] = [("iPadMini", 744, 1133), ("iPadAir11", 820, 1180), ("iPadPro13", 1032, 1376)]

    @Test("Every phone has its published size, scale, safe areas, status bar and size classes in both orientations")
    func phones() throws {
        for (name, w, h, scale, top, bottom, bar, side, largeLandscape) in Self.phones {
            let portrait = try #require(DeviceProfile.named(name))
            #expect(portrait.size == CGSize(width: w, height: h) && portrait.scale == scale, "\(name)")
            #expect(portrait.safeAreaInsets == EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), "\(name)")
            #expect(portrait.statusBarHeight == bar, "\(name)")
            #expect(portrait.userInterfaceIdiom == .phone)
            #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular, "\(name)")
            let landscape = try #require(DeviceProfile.named(name + "Landscape"))
            #expect(landscape.size == CGSize(width: h, height: w) && landscape.scale == scale, "\(name)")
            #expect(landscape.statusBarHeight == 0, "\(name)")
            #expect(landscape.safeAreaInsets.left == side && landscape.safeAreaInsets.right == side, "\(name)")
            #expect(landscape.safeAreaInsets.bottom == (bottom > 0 ? 21 : 0), "\(name)")
            #expect(landscape.horizontalSizeClass == (largeLandscape ? .regular : .compact), "\(name)")
            #expect(landscape.verticalSizeClass == .compact, "\(name)")
            #expect(portrait.hasSensorHousing == (bottom > 0), "\(name)")
        }
    }

    @Test("Every iPad is regular both ways with a 24-point status bar in both orientations")
    func pads() throws {
        for (name, w, h) in Self.pads {
            for (suffix, size) in [("", CGSize(width: w, height: h)), ("Landscape", CGSize(width: h, height: w))] {
                let d = try #require(DeviceProfile.named(name + suffix))
                #expect(d.size == size && d.scale == 2, "\(d.name)")
                #expect(d.userInterfaceIdiom == .pad, "\(d.name)")
                #expect(d.horizontalSizeClass == .regular && d.verticalSizeClass == .regular, "\(d.name)")
                #expect(d.statusBarHeight == 24 && d.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), "\(d.name)")
            }
        }
    }

    @Test("The original presets keep their values")
    func originalsUnchanged() {
        #expect(DeviceProfile.iPhoneSE.description == "iPhoneSE (375×667 @2x)")
        #expect(DeviceProfile.iPhone15.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(DeviceProfile.iPhone15Landscape.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(DeviceProfile.iPadPopover.size == CGSize(width: 375, height: 500))
        #expect(Array(DeviceProfile.all.prefix(4)).map(\.name) == ["iPhoneSE", "iPhone15", "iPhone15Landscape", "iPadPopover"])
    }

    @Test("Lookup by name ignores case and every preset has a unique name")
    func lookup() {
        #expect(DeviceProfile.named("iphone16pro") == .iPhone16Pro)
        #expect(DeviceProfile.named("IPADPRO13LANDSCAPE") == .iPadPro13Landscape)
        #expect(DeviceProfile.named("iPhone17") == nil)
        let names = DeviceProfile.all.map { $0.name.lowercased() }
        #expect(Set(names).count == names.count)
        #expect(DeviceProfile.all.count == 23)
    }

    @Test("A notched phone keeps its top inset while the status bar hides")
    func notchKeepsTopInset() {
        final class Hiding: ViewControllerNode {
            override var prefersStatusBarHidden: Bool { true }
        }
        let window = WindowNode(device: .iPhone13Mini)
        window.rootViewController = Hiding()
        window.makeKeyAndVisible()
        #expect(window.statusBarHeight == 0)
        #expect(window.safeAreaInsets.top == 50)
    }

    @Test("A window on a preset reports the preset's idiom and size classes as traits")
    func traitsFromPreset() {
        let traits = WindowNode(device: .iPhone16ProMaxLandscape).traitCollection
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .compact)
        #expect(WindowNode(device: .iPadAir11).traitCollection.userInterfaceIdiom == .pad)
    }
}

import Foundation
import Testing

@testable import Canopy

@Suite("iPad split-view profiles")
struct DeviceProfileSplitViewTests {
    /// The split widths Apple published for earlier iPads: screen, whether it is the largest,
    /// then the third, half (nil in portrait) and two thirds, in points.
    static let published: [(CGSize, Bool, CGFloat, CGFloat?, CGFloat)] = [
        (CGSize(width: 1366, height: 1024), true, 375, 678, 981),
        (CGSize(width: 1024, height: 1366), true, 375, nil, 639),
        (CGSize(width: 1194, height: 834), false, 375, 592, 809),
        (CGSize(width: 834, height: 1194), false, 320, nil, 504),
        (CGSize(width: 1112, height: 834), false, 320, 551, 782),
        (CGSize(width: 834, height: 1112), false, 320, nil, 504),
        (CGSize(width: 1080, height: 810), false, 320, 535, 750),
        (CGSize(width: 810, height: 1080), false, 320, nil, 480),
        (CGSize(width: 1024, height: 768), false, 320, 507, 694),
        (CGSize(width: 768, height: 1024), false, 320, nil, 438),
    ]

    /// Today's iPads: profile, then the third, half (nil in portrait) and two thirds, and the
    /// half's size class across.
    static let current: [(DeviceProfile, CGFloat, CGFloat?, CGFloat, UserInterfaceSizeClass)] = [
        (.iPadMini, 320, nil, 414, .compact), (.iPadMiniLandscape, 320, 561.5, 803, .compact),
        (.iPadAir11, 320, nil, 490, .compact), (.iPadAir11Landscape, 320, 585, 850, .compact),
        (.iPadPro13, 375, nil, 647, .compact), (.iPadPro13Landscape, 375, 683, 991, .regular),
    ]

    @Test("The split rule reproduces every width Apple published for earlier iPads")
    func publishedWidths() {
        for (size, isLargest, third, half, twoThirds) in Self.published {
            let widths = DeviceProfile.splitWidths(for: size, isLargest: isLargest)
            #expect(widths[.oneThird]?.0 == third, "\(size)")
            #expect(widths[.half]?.0 == half, "\(size)")
            #expect(widths[.twoThirds]?.0 == twoThirds, "\(size)")
        }
    }

    @Test("Each iPad's splits have the split's width, the screen's height and the iPad's scale, status bar and safe area")
    func geometry() throws {
        for (device, third, half, twoThirds, _) in Self.current {
            let expected: [(SplitViewWidth, CGFloat?)] = [(.oneThird, third), (.half, half), (.twoThirds, twoThirds)]
            for (share, width) in expected {
                guard let width else {
                    #expect(device.splitView(share) == nil, "\(device.name) \(share)")
                    continue
                }
                let split = try #require(device.splitView(share), "\(device.name) \(share)")
                #expect(split.size == CGSize(width: width, height: device.size.height), "\(split.name)")
                #expect(split.scale == 2 && split.statusBarHeight == 24, "\(split.name)")
                #expect(split.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), "\(split.name)")
                #expect(split.userInterfaceIdiom == .pad && split.verticalSizeClass == .regular, "\(split.name)")
            }
        }
    }

    @Test("A third and every portrait split are compact across; two thirds in landscape is regular; a half only on the largest iPad")
    func sizeClasses() throws {
        for (device, _, _, _, halfClass) in Self.current {
            let isLandscape = device.size.width > device.size.height
            #expect(device.splitView(.oneThird)?.horizontalSizeClass == .compact, "\(device.name)")
            #expect(device.splitView(.twoThirds)?.horizontalSizeClass == (isLandscape ? .regular : .compact), "\(device.name)")
            if isLandscape { #expect(device.splitView(.half)?.horizontalSizeClass == halfClass, "\(device.name)") }
        }
    }

    @Test("Splits are named after their iPad and width and found by name, but not listed in all")
    func naming() throws {
        let split = try #require(DeviceProfile.iPadPro13Landscape.splitView(.oneThird))
        #expect(split.name == "iPadPro13LandscapeSplitOneThird")
        #expect(DeviceProfile.named("ipadpro13landscapesplitonethird") == split)
        #expect(DeviceProfile.splitViewPresets.count == 15)
        #expect(DeviceProfile.splitViewPresets.first?.name == "iPadMiniSplitOneThird")
        let names = (DeviceProfile.all + DeviceProfile.splitViewPresets).map { $0.name.lowercased() }
        #expect(Set(names).count == names.count)
        #expect(!DeviceProfile.all.contains(split))
        #expect(DeviceProfile.iPadPro13Landscape.splitViews.map(\.size.width) == [375, 683, 991])
    }

    @Test("Only the full-screen iPad presets have split views")
    func onlyPads() {
        for device in [DeviceProfile.iPhone15, .iPhone16ProMaxLandscape, .iPadPopover] {
            #expect(device.splitViews.isEmpty, "\(device.name)")
        }
        #expect(DeviceProfile.iPadAir11Landscape.splitView(.half)?.splitView(.half) == nil)
    }

    @Test("A window moved from full screen to a third of the screen turns compact across and tells its views once")
    func windowTraits() throws {
        let tree = TraitTree(device: .iPadAir11Landscape)
        #expect(tree.leaf.traitCollection.horizontalSizeClass == .regular)
        tree.window.device = try #require(DeviceProfile.iPadAir11Landscape.splitView(.oneThird))
        #expect(tree.leaf.traitCollection.horizontalSizeClass == .compact)
        #expect(tree.child.traitCollection.horizontalSizeClass == .compact)
        #expect(tree.window.bounds.size == CGSize(width: 320, height: 820))
        #expect(tree.log.entries.filter { $0 == "leaf" }.count == 1)
        #expect(tree.log.entries.first == "root")
    }
}

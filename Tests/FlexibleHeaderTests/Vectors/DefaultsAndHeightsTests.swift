import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Defaults and heights")
struct DefaultsAndHeightsTests {
    @Test("A detached header has the documented defaults")
    func detachedHeaderHasDocumentedDefaults() {
        // Given
        let header = FlexibleHeaderView()
        // Then
        #expect(header.animationDelegate == nil && header.delegate == nil)
        #expect(header.canOverExtend && !header.contentIsTranslucent)
        #expect(!header.disableContentInsetAdjustmentWhenContentInsetAdjustmentBehaviorIsNever)
        #expect(header.elevation == 0 && header.overrideBaseElevation < 0)
        #expect(header.headerContentImportance == .default)
        #expect(!header.isInFrontOfInfiniteContent && header.minMaxHeightIncludesSafeArea)
        #expect(!header.observesTrackingScrollViewScrollEvents && !header.prefersStatusBarHidden)
        #expect(!header.resetShadowAfterTrackingScrollViewIsReset)
        #expect(header.scrollPhase == .shifting && header.scrollPhaseValue == 0 && header.scrollPhasePercentage == 0)
        #expect(!header.sharedWithManyScrollViews && header.shiftBehavior == .disabled)
        #expect(header.topSafeAreaGuide.frame.height == 0 && header.trackingScrollView == nil)
        #expect(!header.trackingScrollViewIsBeingScrubbed && header.statusBarHintCanOverlapHeader)
        #expect(header.visibleShadowOpacity == 0.4 && header.minimumHeaderViewHeight == 0)
        #expect(header.shadowLayer == nil && header.shadowOpacity == 0)
        #expect(header.backgroundColor == Color(white: 2.0 / 3.0))
        #expect(!header.isShiftedOffscreen && header.frame.minY == 0)
        #expect(header.accessibilityIdentifier == FlexibleHeaderViewAccessibilityIdentifier)
    }

    // A fix of the original, which only resized the header here and skipped shadow and phase.
    @Test("Attaching to a window with a top inset commits fully: shadow 0.4, overExtending 76 at 100 %")
    func attachingToInsetWindowCommitsShadowAndPhase() {
        let (header, _) = Environment.e20.makeHeader()
        #expect(header.shadowOpacity == 0.4)
        #expect(header.scrollPhase == .overExtending && header.scrollPhaseValue == 76 && header.scrollPhasePercentage == 1)
        #expect(header.topSafeAreaGuide.frame.height == 20)
        #expect(!header.isShiftedOffscreen && header.frame.minY == 0)
    }

    @Test("Default heights are 56 points plus the top safe area", arguments: Environment.allCases)
    func defaultHeightsAreFiftySixPlusSafeArea(env: Environment) {
        let (header, _) = env.makeHeader()
        #expect(header.minimumHeight == env.pick(56, 76) && header.maximumHeight == env.pick(56, 76))
        #expect(header.minWithSafeArea == env.pick(56, 76) && header.maxWithSafeArea == env.pick(56, 76))
        #expect(header.maxWithoutSafeArea == 56)
    }

    @Test("Turning minMaxHeightIncludesSafeArea off keeps raw heights at 56 and adds the safe area", arguments: Environment.allCases)
    func flagOffKeepsRawHeightsAndAddsSafeArea(env: Environment) {
        let (header, _) = env.makeHeader()
        header.minMaxHeightIncludesSafeArea = false
        #expect(header.minimumHeight == 56 && header.maximumHeight == 56)
        #expect(header.minWithSafeArea == env.pick(56, 76) && header.maxWithSafeArea == env.pick(56, 76))
        #expect(header.maxWithoutSafeArea == 56)
    }

    @Test("A window inset of 123 gives default heights of 179, and raw 56 with the flag off")
    func largeWindowInsetRaisesDefaultHeights() {
        let window = WindowNode(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 123, left: 0, bottom: 0, right: 0))
        let header = FlexibleHeaderView()
        window.addSubview(header)
        #expect(header.minimumHeight == 179 && header.maximumHeight == 179)
        header.minMaxHeightIncludesSafeArea = false
        #expect(header.minimumHeight == 56 && header.minWithSafeArea == 179)
    }

    @Test("With the flag off, setting one height past the other moves both", arguments: Environment.allCases)
    func heightsPushEachOtherWithFlagOff(env: Environment) {
        let t = env.inset
        var (header, _) = env.makeHeader()
        header.minMaxHeightIncludesSafeArea = false
        header.minimumHeight = 50
        header.maximumHeight = 80
        #expect(header.minimumHeight == 50 && header.maximumHeight == 80)
        #expect(header.minWithSafeArea == 50 + t && header.maxWithSafeArea == 80 + t)
        header.maximumHeight = 30
        #expect(header.minimumHeight == 30 && header.maximumHeight == 30 && header.maxWithoutSafeArea == 30)
        (header, _) = env.makeHeader()
        header.minMaxHeightIncludesSafeArea = false
        header.maximumHeight = 100
        header.minimumHeight = 200
        #expect(header.minimumHeight == 200 && header.maximumHeight == 200 && header.maxWithoutSafeArea == 200)
        #expect(header.minWithSafeArea == env.pick(200, 220))
    }

    @Test("Minimum and maximum height never invert, whatever the flag", arguments: [true, false])
    func heightPairNeverInverts(flag: Bool) {
        let header = FlexibleHeaderView()
        header.minMaxHeightIncludesSafeArea = flag
        header.minimumHeight = header.maximumHeight + 10
        #expect(header.maximumHeight == header.minimumHeight)
        header.maximumHeight = header.minimumHeight - 10
        #expect(header.maximumHeight == header.minimumHeight)
        header.minimumHeight = header.maximumHeight - 10
        #expect(header.maximumHeight > header.minimumHeight)
        header.maximumHeight = header.minimumHeight + 10
        #expect(header.maximumHeight > header.minimumHeight)
    }

    @Test("With the flag on, an explicit minimum leaves the maximum at its default", arguments: Environment.allCases)
    func explicitMinimumLeavesDefaultMaximum(env: Environment) {
        let (header, _) = env.makeHeader()
        header.minimumHeight = 30
        #expect(header.minimumHeight == 30 && header.maximumHeight == env.pick(56, 76))
        #expect(header.minWithSafeArea == 30 && header.maxWithSafeArea == env.pick(56, 76) && header.maxWithoutSafeArea == 56)
    }

    @Test("With the flag on, an explicit maximum leaves the minimum at its default", arguments: Environment.allCases)
    func explicitMaximumLeavesDefaultMinimum(env: Environment) {
        let (header, _) = env.makeHeader()
        header.maximumHeight = 200
        #expect(header.minimumHeight == env.pick(56, 76) && header.maximumHeight == 200)
        #expect(header.maxWithSafeArea == 200 && header.maxWithoutSafeArea == env.pick(200, 180))
    }

    @Test("With the flag on, setting one height past the other moves both", arguments: Environment.allCases)
    func heightsPushEachOtherWithFlagOn(env: Environment) {
        var (header, _) = env.makeHeader()
        header.minimumHeight = 50
        header.maximumHeight = 30
        #expect(header.minimumHeight == 30 && header.maximumHeight == 30 && header.maxWithoutSafeArea == env.pick(30, 10))
        (header, _) = env.makeHeader()
        header.maximumHeight = 100
        header.minimumHeight = 200
        #expect(header.minimumHeight == 200 && header.maxWithoutSafeArea == env.pick(200, 180))
    }

    @Test("Default heights follow a notified safe-area change (20 → 0, 123 → 50)")
    func defaultHeightsFollowNotifiedInsetChange() {
        let (header, window) = Environment.e20.makeHeader()
        #expect(header.minimumHeight == 76)
        window?.device = DeviceProfile(name: "custom", size: CGSize(width: 375, height: 667), scale: 1, safeAreaInsets: .zero, statusBarHeight: 0)
        #expect(header.minimumHeight == 56 && header.maximumHeight == 56)

        let big = WindowNode(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 123, left: 0, bottom: 0, right: 0))
        let other = FlexibleHeaderView()
        big.addSubview(other)
        #expect(other.minimumHeight == 179)
        big.device = DeviceProfile(
            name: "custom", size: CGSize(width: 375, height: 667), scale: 1,
            safeAreaInsets: EdgeInsets(top: 50, left: 0, bottom: 0, right: 0), statusBarHeight: 0)
        #expect(other.minimumHeight == 106 && other.maximumHeight == 106)
    }

    @Test("With the flag off the with-safe-area heights follow the inset live")
    func withSafeAreaHeightsFollowInsetLive() {
        let (header, window) = Environment.e20.makeHeader()
        header.minMaxHeightIncludesSafeArea = false
        #expect(header.minWithSafeArea == 76)
        header.removeFromSuperview()
        #expect(header.minWithSafeArea == 56 && header.maxWithSafeArea == 56)
        #expect(header.minimumHeight == 56 && header.maximumHeight == 56)
        _ = window
    }

    // A quirk kept from the original: a height counts as explicit even when set to its value.
    @Test("Setting a height to its current value still freezes the defaults")
    func settingCurrentHeightStillFreezesDefaults() {
        let (header, window) = Environment.e20.makeHeader()
        header.minimumHeight = 76
        window?.device = DeviceProfile(name: "custom", size: CGSize(width: 375, height: 667), scale: 1, safeAreaInsets: .zero, statusBarHeight: 0)
        #expect(header.minimumHeight == 76 && header.maximumHeight == 76)
    }

    @Test("sizeToFit sets the minimum height keeping the origin", arguments: Environment.allCases)
    func sizeToFitSetsMinimumHeightKeepingOrigin(env: Environment) {
        for height: CGFloat in [50, 500] {
            let (header, _) = env.makeHeader(frame: CGRect(x: 0, y: 0, width: 100, height: height))
            header.sizeToFit()
            #expect(header.frame == CGRect(x: 0, y: 0, width: 100, height: env.pick(56, 76)))
        }
    }

    @Test("sizeThatFits has no side effects", arguments: Environment.allCases)
    func sizeThatFitsHasNoSideEffects(env: Environment) {
        let (header, _) = env.makeHeader(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let before = header.frame
        #expect(header.sizeThatFits(CGSize(width: 300, height: 500)) == CGSize(width: 300, height: env.pick(56, 76)))
        #expect(header.frame == before)
    }
}

import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("§17.2 Defaults and heights")
struct DefaultsAndHeightsTests {
    @Test("V1 a detached header has the documented defaults")
    func v1Defaults() {
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

    @Test("V1 in E20 the attach commits: shadow 0.4, phase overExtending 76 at 100 %")
    func v1AttachedE20() {
        let (header, _) = Environment.e20.makeHeader()
        #expect(header.shadowOpacity == 0.4)
        #expect(header.scrollPhase == .overExtending && header.scrollPhaseValue == 76 && header.scrollPhasePercentage == 1)
        #expect(header.topSafeAreaGuide.frame.height == 20)
        #expect(!header.isShiftedOffscreen && header.frame.minY == 0)
    }

    @Test("V2 default heights", arguments: Environment.allCases)
    func v2(env: Environment) {
        let (header, _) = env.makeHeader()
        #expect(header.minimumHeight == env.pick(56, 76) && header.maximumHeight == env.pick(56, 76))
        #expect(header.minWithSafeArea == env.pick(56, 76) && header.maxWithSafeArea == env.pick(56, 76))
        #expect(header.maxWithoutSafeArea == 56)
    }

    @Test("V3 turning minMaxHeightIncludesSafeArea off", arguments: Environment.allCases)
    func v3(env: Environment) {
        let (header, _) = env.makeHeader()
        header.minMaxHeightIncludesSafeArea = false
        #expect(header.minimumHeight == 56 && header.maximumHeight == 56)
        #expect(header.minWithSafeArea == env.pick(56, 76) && header.maxWithSafeArea == env.pick(56, 76))
        #expect(header.maxWithoutSafeArea == 56)
    }

    @Test("V3 with a window inset of 123")
    func v3Inset123() {
        let window = WindowNode(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 123, left: 0, bottom: 0, right: 0))
        let header = FlexibleHeaderView()
        window.addSubview(header)
        #expect(header.minimumHeight == 179 && header.maximumHeight == 179)
        header.minMaxHeightIncludesSafeArea = false
        #expect(header.minimumHeight == 56 && header.minWithSafeArea == 179)
    }

    @Test("V4 min/max coupling with the flag off", arguments: Environment.allCases)
    func v4(env: Environment) {
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

    @Test("V5 issue 324: the pair never inverts", arguments: [true, false])
    func v5(flag: Bool) {
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

    @Test("V6 flag on, explicit minimum", arguments: Environment.allCases)
    func v6(env: Environment) {
        let (header, _) = env.makeHeader()
        header.minimumHeight = 30
        #expect(header.minimumHeight == 30 && header.maximumHeight == env.pick(56, 76))
        #expect(header.minWithSafeArea == 30 && header.maxWithSafeArea == env.pick(56, 76) && header.maxWithoutSafeArea == 56)
    }

    @Test("V7 flag on, explicit maximum", arguments: Environment.allCases)
    func v7(env: Environment) {
        let (header, _) = env.makeHeader()
        header.maximumHeight = 200
        #expect(header.minimumHeight == env.pick(56, 76) && header.maximumHeight == 200)
        #expect(header.maxWithSafeArea == 200 && header.maxWithoutSafeArea == env.pick(200, 180))
    }

    @Test("V8 flag on, maximum below minimum", arguments: Environment.allCases)
    func v8(env: Environment) {
        var (header, _) = env.makeHeader()
        header.minimumHeight = 50
        header.maximumHeight = 30
        #expect(header.minimumHeight == 30 && header.maximumHeight == 30 && header.maxWithoutSafeArea == env.pick(30, 10))
        (header, _) = env.makeHeader()
        header.maximumHeight = 100
        header.minimumHeight = 200
        #expect(header.minimumHeight == 200 && header.maxWithoutSafeArea == env.pick(200, 180))
    }

    @Test("V9 defaults follow a notified inset change (20 → 0, 123 → 50)")
    func v9() {
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

    @Test("V10 with the flag off the with-safe-area heights follow the inset live")
    func v10() {
        let (header, window) = Environment.e20.makeHeader()
        header.minMaxHeightIncludesSafeArea = false
        #expect(header.minWithSafeArea == 76)
        header.removeFromSuperview()
        #expect(header.minWithSafeArea == 56 && header.maxWithSafeArea == 56)
        #expect(header.minimumHeight == 56 && header.maximumHeight == 56)
        _ = window
    }

    @Test("V11 setting a height to its current value still freezes the defaults (W17 kept)")
    func v11() {
        let (header, window) = Environment.e20.makeHeader()
        header.minimumHeight = 76
        window?.device = DeviceProfile(name: "custom", size: CGSize(width: 375, height: 667), scale: 1, safeAreaInsets: .zero, statusBarHeight: 0)
        #expect(header.minimumHeight == 76 && header.maximumHeight == 76)
    }

    @Test("V20 sizeToFit sets the minimum height keeping the origin", arguments: Environment.allCases)
    func v20(env: Environment) {
        for height: CGFloat in [50, 500] {
            let (header, _) = env.makeHeader(frame: CGRect(x: 0, y: 0, width: 100, height: height))
            header.sizeToFit()
            #expect(header.frame == CGRect(x: 0, y: 0, width: 100, height: env.pick(56, 76)))
        }
    }

    @Test("V21 sizeThatFits has no side effects", arguments: Environment.allCases)
    func v21(env: Environment) {
        let (header, _) = env.makeHeader(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let before = header.frame
        #expect(header.sizeThatFits(CGSize(width: 300, height: 500)) == CGSize(width: 300, height: env.pick(56, 76)))
        #expect(header.frame == before)
    }
}

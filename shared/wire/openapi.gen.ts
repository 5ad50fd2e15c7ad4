/**
 * Generated from the server's OpenAPI document (/api/openapi.json) by `pnpm gen:wire`: do not edit.
 * Import the named shapes from `@app/shared/wire`; a test fails when this file is stale.
 */

export interface paths {
    "/api/demo-gateway/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 演示支付网关收银台页面（HTML） */
        get: {
            parameters: {
                query: {
                    order_no: string;
                    sign: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 收银台页面 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/activity-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 待审核的活动申请（最早的在前） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                reward: string;
                                /** @description the activity's title */
                                title: string;
                                username: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/activity-applications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 通过活动申请并发放奖励（仅一次） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        remark?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                reward: string;
                                /** @description 0 审核中, 1 已发放, 2 已拒绝 */
                                status: number;
                                status_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/activity-applications/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 拒绝活动申请 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        remark?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                reward: string;
                                /** @description 0 审核中, 1 已发放, 2 已拒绝 */
                                status: number;
                                status_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/agent-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 待审核的代理申请 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                contact: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                real_name: string;
                                reason: string;
                                reject_reason: string;
                                /** @description ISO 8601 UTC time */
                                reviewed_at: string | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                status_text: string;
                                username: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/agent-applications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 通过代理申请：设为代理并分配代理码 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                agent_code: string | null;
                                contact: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                real_name: string;
                                reason: string;
                                reject_reason: string;
                                /** @description ISO 8601 UTC time */
                                reviewed_at: string | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                status_text: string;
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/agent-applications/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 拒绝代理申请 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        reason?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                contact: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                real_name: string;
                                reason: string;
                                reject_reason: string;
                                /** @description ISO 8601 UTC time */
                                reviewed_at: string | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                status_text: string;
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 复核申请（仅本人有权审批的类型），按状态与类型筛选 */
        get: {
            parameters: {
                query?: {
                    kind?: "credit" | "debit" | "withdrawal" | "resettle" | "void_settled";
                    status?: "pending" | "approved" | "rejected" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                amount: string | null;
                                created_at: string;
                                decided_at: string | null;
                                decided_by: string | null;
                                decided_by_name: string | null;
                                decision_reason: string | null;
                                id: number;
                                /** @enum {string} */
                                kind: "credit" | "debit" | "withdrawal" | "resettle" | "void_settled";
                                kind_text: string;
                                mine?: boolean;
                                payload: {
                                    [key: string]: unknown;
                                };
                                reason: string;
                                requested_by: string;
                                requested_by_name: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                status_text: string;
                                target: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/approvals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 通过复核申请并执行（仅一次；不能审批自己的申请） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                amount: string | null;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                balance?: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                balance_before?: string;
                                created_at: string;
                                decided_at: string | null;
                                decided_by: string | null;
                                decided_by_name: string | null;
                                decision_reason: string | null;
                                /** @description false when it had been approved before: nothing ran again */
                                executed: boolean;
                                id: number;
                                /** @enum {string} */
                                kind: "credit" | "debit" | "withdrawal" | "resettle" | "void_settled";
                                kind_text: string;
                                ledger_id?: number;
                                mine?: boolean;
                                payload: {
                                    [key: string]: unknown;
                                };
                                reason: string;
                                requested_by: string;
                                requested_by_name: string;
                                resettlement?: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    credited: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    debited: string;
                                    legs: number;
                                    match_id: number;
                                    orders: number;
                                    revision: number;
                                    status: number;
                                };
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                status_text: string;
                                target: string;
                                withdrawal?: {
                                    account: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    actual_amount: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bank_name: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    fee: string;
                                    id: number;
                                    order_no: string;
                                    remark: string;
                                    /** @description ISO 8601 UTC time */
                                    reviewed_at: string | null;
                                    /** @description 0 审核中, 1 已到账, 2 已驳回, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                    usdt_amount: string | null;
                                    usdt_rate: string | null;
                                    wallet_id: number;
                                    /** @description bank | usdt */
                                    wallet_type: string;
                                };
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/approvals/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 申请人撤回自己待复核的申请 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                amount: string | null;
                                created_at: string;
                                decided_at: string | null;
                                decided_by: string | null;
                                decided_by_name: string | null;
                                decision_reason: string | null;
                                id: number;
                                /** @enum {string} */
                                kind: "credit" | "debit" | "withdrawal" | "resettle" | "void_settled";
                                kind_text: string;
                                mine?: boolean;
                                payload: {
                                    [key: string]: unknown;
                                };
                                reason: string;
                                requested_by: string;
                                requested_by_name: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                status_text: string;
                                target: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/approvals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 驳回复核申请（须填写原因），不执行任何操作 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                amount: string | null;
                                created_at: string;
                                decided_at: string | null;
                                decided_by: string | null;
                                decided_by_name: string | null;
                                decision_reason: string | null;
                                id: number;
                                /** @enum {string} */
                                kind: "credit" | "debit" | "withdrawal" | "resettle" | "void_settled";
                                kind_text: string;
                                mine?: boolean;
                                payload: {
                                    [key: string]: unknown;
                                };
                                reason: string;
                                requested_by: string;
                                requested_by_name: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                status_text: string;
                                target: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 专家文章，最新在前（含正文 HTML，供编辑） */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    badge: string;
                                    category_id: number;
                                    category_name: string;
                                    /** @description sanitised HTML */
                                    content: string;
                                    expert_id: number;
                                    expert_name: string;
                                    id: number;
                                    is_hot: boolean;
                                    is_recommended: boolean;
                                    match_info: string;
                                    /** @description ISO 8601 UTC time */
                                    published_at: string;
                                    summary: string;
                                    title: string;
                                    views: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description 发布专家文章；正文 HTML 经服务端清理（脚本、事件属性、外部协议一律去除），摘要留空则取正文开头 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        badge?: string;
                        category_id: number;
                        content: string;
                        expert_id: number;
                        /** @default false */
                        is_hot?: boolean;
                        /** @default false */
                        is_recommended?: boolean;
                        /** @default  */
                        match_info?: string;
                        /** @default  */
                        summary?: string;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                badge: string;
                                category_id: number;
                                category_name: string;
                                /** @description sanitised HTML */
                                content: string;
                                expert_id: number;
                                expert_name: string;
                                id: number;
                                is_hot: boolean;
                                is_recommended: boolean;
                                match_info: string;
                                /** @description ISO 8601 UTC time */
                                published_at: string;
                                summary: string;
                                title: string;
                                views: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description 修改专家文章（只改给出的字段；PUT 为部分更新） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        badge?: string;
                        category_id?: number;
                        content?: string;
                        expert_id?: number;
                        is_hot?: boolean;
                        is_recommended?: boolean;
                        match_info?: string;
                        summary?: string;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                badge: string;
                                category_id: number;
                                category_name: string;
                                /** @description sanitised HTML */
                                content: string;
                                expert_id: number;
                                expert_name: string;
                                id: number;
                                is_hot: boolean;
                                is_recommended: boolean;
                                match_info: string;
                                /** @description ISO 8601 UTC time */
                                published_at: string;
                                summary: string;
                                title: string;
                                views: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/articles/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 可选的专家与分类 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                categories: {
                                    id: number;
                                    name: string;
                                }[];
                                experts: {
                                    category_id: number;
                                    id: number;
                                    name: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/articles/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 预览：返回清理后的 HTML，即玩家将看到的内容（不保存） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description what players would get, after the sanitiser */
                                html: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 运营操作审计日志，按人员、对象、动作与时间筛选 */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    from?: unknown;
                    operator?: string;
                    page?: number;
                    per_page?: number;
                    target?: string;
                    to?: unknown;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description METHOD /api/ops/route, e.g. PUT /api/ops/config/:key */
                                    action: string;
                                    after: unknown;
                                    /** @description ISO 8601 UTC time */
                                    at: string;
                                    /** @description the state before, as the route recorded it */
                                    before: unknown;
                                    hash: string;
                                    id: number;
                                    ip: string;
                                    /** @description the permission's Chinese label, e.g. 修改配置开关 */
                                    label: string;
                                    operator: string;
                                    /** @description null for the root token */
                                    operator_id: number | null;
                                    request_id: string;
                                    /** @description the roles the operator held then */
                                    roles: string[];
                                    /** @description the HTTP status it answered */
                                    status: number;
                                    target: string;
                                }[];
                                page: number;
                                per_page: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 审计日志导出为 CSV（最多 10000 行） */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    from?: unknown;
                    operator?: string;
                    target?: string;
                    to?: unknown;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV（UTF-8，带 BOM），首行为表头 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 校验审计日志哈希链：报告第一条被改动或删除的记录 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description the first changed or removed entry */
                                broken: {
                                    /** @description METHOD /api/ops/route, e.g. PUT /api/ops/config/:key */
                                    action: string;
                                    after: unknown;
                                    /** @description ISO 8601 UTC time */
                                    at: string;
                                    /** @description the state before, as the route recorded it */
                                    before: unknown;
                                    hash: string;
                                    id: number;
                                    ip: string;
                                    /** @description the permission's Chinese label, e.g. 修改配置开关 */
                                    label: string;
                                    operator: string;
                                    /** @description null for the root token */
                                    operator_id: number | null;
                                    request_id: string;
                                    /** @description the roles the operator held then */
                                    roles: string[];
                                    /** @description the HTTP status it answered */
                                    status: number;
                                    target: string;
                                } | null;
                                checked: number;
                                ok: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 运营人员登录：密码 + 动态验证码（TOTP）；连续 5 次错误锁定 15 分钟 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        totp: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                session: {
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description null: a sign-in, which ends when idle */
                                    expires_at: string | null;
                                    id: number;
                                    ip: string;
                                    /**
                                     * @description session 登录会话, api 自动化令牌
                                     * @enum {string}
                                     */
                                    kind: "session" | "api";
                                    /** @description ISO 8601 UTC time */
                                    last_seen_at: string;
                                    /** @description an API token's name; empty for a sign-in */
                                    name: string;
                                    revoked: boolean;
                                    user_agent: string;
                                };
                                token: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {string|null} */
                            data: null;
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                display_name: string;
                                id: number;
                                /**
                                 * @description session 登录会话, api 自动化令牌
                                 * @enum {string}
                                 */
                                kind: "session" | "api";
                                permissions: ("dashboard.read" | "config.read" | "config.write" | "content.messages" | "content.broadcast" | "content.notices" | "content.banners" | "content.articles" | "content.activities" | "agents.review" | "games.platforms" | "finance.recharges" | "finance.withdrawals" | "finance.credit" | "finance.games" | "trading.read" | "trading.odds" | "trading.schedule" | "trading.suspend" | "trading.settle" | "trading.void" | "trading.draw" | "trading.limits" | "players.create" | "players.read" | "players.block" | "players.unlock" | "support.messages" | "releases.read" | "releases.deploy" | "releases.errors" | "operators.manage" | "audit.read")[];
                                roles: string[];
                                session_id: number;
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                current: boolean;
                                /** @description null: a sign-in, which ends when idle */
                                expires_at: string | null;
                                id: number;
                                ip: string;
                                /**
                                 * @description session 登录会话, api 自动化令牌
                                 * @enum {string}
                                 */
                                kind: "session" | "api";
                                /** @description ISO 8601 UTC time */
                                last_seen_at: string;
                                /** @description an API token's name; empty for a sign-in */
                                name: string;
                                revoked: boolean;
                                user_agent: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description null: a sign-in, which ends when idle */
                                expires_at: string | null;
                                id: number;
                                ip: string;
                                /**
                                 * @description session 登录会话, api 自动化令牌
                                 * @enum {string}
                                 */
                                kind: "session" | "api";
                                /** @description ISO 8601 UTC time */
                                last_seen_at: string;
                                /** @description an API token's name; empty for a sign-in */
                                name: string;
                                revoked: boolean;
                                user_agent: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 全部轮播图（含已停用），按页面与顺序 */
        get: {
            parameters: {
                query?: {
                    page_type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 0 for every agent */
                                agent_id: number;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description false: players do not see it */
                                enabled: boolean;
                                id: number;
                                image: string;
                                link: string;
                                /** @description the page it shows on, 1-3 */
                                page_type: number;
                                page_type_name: string;
                                sort: number;
                                title: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description 上传轮播图（multipart：image 文件 + title、link、page_type、agent_id、sort、enabled 字段）；启用的立即对玩家可见 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 0 for every agent */
                                agent_id: number;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description false: players do not see it */
                                enabled: boolean;
                                id: number;
                                image: string;
                                link: string;
                                /** @description the page it shows on, 1-3 */
                                page_type: number;
                                page_type_name: string;
                                sort: number;
                                title: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description 修改轮播图（只改给出的字段）：标题、链接、页面、顺序、启用或停用 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agent_id?: number;
                        enabled?: boolean;
                        link?: string;
                        page_type?: number;
                        sort?: number;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 0 for every agent */
                                agent_id: number;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description false: players do not see it */
                                enabled: boolean;
                                id: number;
                                image: string;
                                link: string;
                                /** @description the page it shows on, 1-3 */
                                page_type: number;
                                page_type_name: string;
                                sort: number;
                                title: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/banners/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 更换轮播图图片（multipart：image 文件） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 0 for every agent */
                                agent_id: number;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description false: players do not see it */
                                enabled: boolean;
                                id: number;
                                image: string;
                                link: string;
                                /** @description the page it shows on, 1-3 */
                                page_type: number;
                                page_type_name: string;
                                sort: number;
                                title: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/banners/page-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bootstrap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 用根令牌（X-Ops-Token）创建第一个超级管理员；已有运营人员后拒绝 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                operator: {
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    disabled: boolean;
                                    display_name: string;
                                    id: number;
                                    /** @description empty: from anywhere */
                                    ip_allow_list: string[];
                                    /** @description set after too many failed sign-ins */
                                    locked_until: string | null;
                                    /** @description granted on top of the roles */
                                    permissions: string[];
                                    /** @description built-in role ids and custom role names */
                                    roles: string[];
                                    username: string;
                                };
                                otpauth_uri: string;
                                token: string;
                                /** @description base32; answered once */
                                totp_secret: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/chases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 全部玩家的追号计划（分页，新到旧，只读） */
        get: {
            parameters: {
                query?: {
                    lottery?: string;
                    page?: number;
                    per_page?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    chase_no: string;
                                    codes: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    double_every: number;
                                    /** @description 已追: expects drawn */
                                    drawn_expects: number;
                                    expects: number;
                                    /** @description ISO 8601 UTC time */
                                    finished_at: string | null;
                                    first_expect: string;
                                    id: number;
                                    item_count: number;
                                    lottery_id: number;
                                    lottery_name: string;
                                    min_profit_rate: number;
                                    /** @enum {string} */
                                    mode: "same" | "double" | "profit";
                                    mode_text: string;
                                    placed_expects: number;
                                    play_id: string;
                                    play_name: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    played_stake: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    refunded: string;
                                    start_multiple: number;
                                    /** @description 0 进行中, 1 已完成, 2 已停止 */
                                    status: number;
                                    status_text: string;
                                    stop_on_win: boolean;
                                    /** @enum {string|null} */
                                    stop_reason: "win" | "player" | "restricted" | null;
                                    stop_reason_text: string;
                                    /** @description held at creation */
                                    total_stake: string;
                                    username: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    win_amount: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/config/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                key: string;
                                value: components["schemas"]["ConfigValue"];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        /** @description remotes：每个改动的远程模块先预检再切换并记入发布历史（force 跳过预检） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        force?: boolean;
                        value: components["schemas"]["ConfigValueInput"];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                key: string;
                                value: components["schemas"]["ConfigValue"];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 运营概览：待审核提现、充值、申请，今日流水、派奖、盈亏与在线人数 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description where the same figures are pushed while they change */
                                live: {
                                    app_key: string;
                                    channel: string;
                                    event: string;
                                };
                                online_players: number;
                                pending_applications: {
                                    activities: number;
                                    agents: number;
                                };
                                pending_recharges: {
                                    amount: string;
                                    count: number;
                                };
                                pending_withdrawals: {
                                    amount: string;
                                    count: number;
                                };
                                today: {
                                    date: string;
                                    gross_gaming_revenue: string;
                                    payout: string;
                                    turnover: string;
                                };
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/games/platforms/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description 游戏平台开放(1)或维护(0) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        status: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                name: string;
                                /** @description 1 开放, 0 维护 */
                                status: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/games/sweep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 把玩家所有游戏平台余额转回主钱包 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description main wallet */
                                balance: string;
                                /** @description moved back to the main wallet; "0.00" when nothing was there */
                                moved: string;
                                /** @description sum of the wallets listed */
                                platform_total: string;
                                wallets: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    balance: string;
                                    platform_code: string;
                                    platform_name: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/games/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 玩家主钱包与各游戏平台钱包 */
        get: {
            parameters: {
                query: {
                    username: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description main wallet */
                                balance: string;
                                /** @description sum of the wallets listed */
                                platform_total: string;
                                wallets: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    balance: string;
                                    platform_code: string;
                                    platform_name: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/leagues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 联赛及其球队（新增比赛时选择同一联赛的两队） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                sport_type: number;
                                teams: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/liability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 风险敞口：按比赛赔付敞口从大到小，含各选项敞口与限额 */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                limits: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    match_limit: string;
                                    /** @enum {string} */
                                    on_breach: "refuse" | "suspend";
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    order_win_limit: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    outcome_limit: string;
                                };
                                /** @description the realtime channel the page listens on for liability changes */
                                live: {
                                    app_key: string;
                                    channel: string;
                                    events: string[];
                                };
                                matches: {
                                    away: string;
                                    home: string;
                                    /** @description ISO 8601 UTC time */
                                    kickoff_at: string;
                                    league: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    liability: string;
                                    match_id: number;
                                    /** @description in force for this match: its own, else the book's */
                                    match_limit: string;
                                    match_no: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    outcome_limit: string;
                                    outcomes: {
                                        /** @description yuan with 2 decimals, e.g. "12.50" */
                                        liability: string;
                                        name: string;
                                        option: string;
                                        play: string;
                                        suspended: boolean;
                                    }[];
                                    status: number;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/liability/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 重新开放因超限暂停的选项 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        match_id: number;
                        option: string;
                        play: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                match_id: number;
                                option: string;
                                play: string;
                                /** @enum {boolean} */
                                suspended: false;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/lotteries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 彩种、当前期号、封盘时间与最近一期开奖 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                close_time: string;
                                code: string;
                                current_expect: string;
                                id: number;
                                interval_seconds: number;
                                is_hot: number;
                                latest_open_code: {
                                    /** @description ISO 8601 UTC time */
                                    close_time: string;
                                    /** @description ISO 8601 UTC time */
                                    drawn_at: string | null;
                                    expect: string;
                                    lottery_id: number;
                                    numbers: number[];
                                    open_code: string | null;
                                    /** @description ISO 8601 UTC time */
                                    open_time: string;
                                    /** @enum {string} */
                                    status: "drawn" | "waiting";
                                    sum: number;
                                } | null;
                                name: string;
                                remaining_seconds: number;
                                sort: number;
                                type: string;
                                type_name: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/lotteries/{lottery}/draw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 立即开奖（默认当前投注期，提前封盘）：结算该期全部注单并派奖，每期仅一次；须填写原因（记入审计日志） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    lottery: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        expect?: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                bets: number;
                                chases: {
                                    placed: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    refunded: string;
                                    stopped: number;
                                    waiting: boolean;
                                };
                                expect: string;
                                lottery: string;
                                /** @description null when the 追号 after the draw were left to the scheduler */
                                next_expect: string | null;
                                open_code: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                paid: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                                winners: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/lotteries/{lottery}/expects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 彩种最近的期号（新到旧）：开奖状态（投注中/已封盘待开奖/已开奖）、开奖号码、注单与派奖 */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path: {
                    lottery: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                bets: number;
                                /** @description ISO 8601 UTC time */
                                close_time: string;
                                /**
                                 * @description open 投注中, closed 已封盘待开奖, drawn 已开奖
                                 * @enum {string}
                                 */
                                draw_state: "open" | "closed" | "drawn";
                                draw_state_text: string;
                                /** @description ISO 8601 UTC time */
                                drawn_at: string | null;
                                expect: string;
                                lottery_id: number;
                                numbers: number[];
                                open_code: string | null;
                                /** @description ISO 8601 UTC time */
                                open_time: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                paid: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                                /** @enum {string} */
                                status: "drawn" | "waiting";
                                sum: number;
                                winners: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 赛事列表（分页）：比分、滚球盘口状态、主玩法赔率、待结算注单数与投注额 */
        get: {
            parameters: {
                query?: {
                    date?: string;
                    page?: number;
                    per_page?: number;
                    sport?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    away_score: number | null;
                                    away_team: string;
                                    away_team_id: number;
                                    /** @description bets are taken until kick-off */
                                    can_bet: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    home_team_id: number;
                                    id: number;
                                    league_id: number;
                                    league_name: string;
                                    /** @description the in-play markets of a live match; null when the match is not live */
                                    market: {
                                        open: boolean;
                                        reason: string | null;
                                    } | null;
                                    match_no: string;
                                    minute: number;
                                    /** @description the asked play's odds (the sport's first play by default) */
                                    odds: {
                                        /** @description the handicap or total line; empty for plays without one */
                                        line: string;
                                        max_passes: number;
                                        name: string;
                                        options: {
                                            name: string;
                                            odds: string;
                                            option: string;
                                        }[];
                                        play: string;
                                        /** @description offered for singles (单关); otherwise bet in 串关 only */
                                        single: boolean;
                                    } | null;
                                    /** @description orders waiting for this match */
                                    open_orders: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    open_stake: string;
                                    play_count: number;
                                    settled: boolean;
                                    sport_name: string;
                                    sport_type: number;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                    /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description 新增比赛（赛程缺少的友谊赛、改期赛）：同联赛两队，开赛时间在1小时前至3天内（已开赛的即入滚球），按模型开盘；singles 为另开单关的玩法 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        away_team_id: number;
                        home_team_id: number;
                        /** Format: date-time */
                        kickoff_at: string;
                        league_id: number;
                        /** @default [] */
                        singles?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                kickoff_at: string;
                                match_no: string;
                                single_plays: string[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 比赛详情：全部玩法与赔率、盘口状态、待结算注单 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                away_score: number | null;
                                away_team: string;
                                away_team_id: number;
                                /** @description bets are taken until kick-off */
                                can_bet: boolean;
                                half_away_score: number | null;
                                half_home_score: number | null;
                                home_score: number | null;
                                home_team: string;
                                home_team_id: number;
                                id: number;
                                league_id: number;
                                league_name: string;
                                /** @description the in-play markets of a live match; null when the match is not live */
                                market: {
                                    open: boolean;
                                    reason: string | null;
                                } | null;
                                match_no: string;
                                minute: number;
                                /** @description orders waiting for this match */
                                open_orders: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                open_stake: string;
                                plays: {
                                    /** @description the handicap or total line; empty for plays without one */
                                    line: string;
                                    max_passes: number;
                                    name: string;
                                    options: {
                                        name: string;
                                        odds: string;
                                        option: string;
                                    }[];
                                    play: string;
                                    /** @description offered for singles (单关); otherwise bet in 串关 only */
                                    single: boolean;
                                }[];
                                settled: boolean;
                                sport_name: string;
                                sport_type: number;
                                /** @description ISO 8601 UTC time */
                                start_time: string;
                                /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                status: number;
                                status_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/matches/{id}/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 调整一个未开赛选项的赔率（实时推送给客户端） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        odds: string;
                        option: string;
                        play: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                match_id: number;
                                odds: string;
                                option: string;
                                play: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/matches/{id}/resettle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 申请改判已结算的比赛（新比分，或 {void:true} 取消）：另一位有权限的运营复核通过后重算注单、差额记入账本（POST /approvals/:id/approve） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        away: number;
                        half?: {
                            away: number;
                            home: number;
                        };
                        home: number;
                        reason?: string;
                    } | {
                        reason?: string;
                        /** @enum {boolean} */
                        void: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                amount: string | null;
                                created_at: string;
                                decided_at: string | null;
                                decided_by: string | null;
                                decided_by_name: string | null;
                                decision_reason: string | null;
                                id: number;
                                /** @enum {string} */
                                kind: "credit" | "debit" | "withdrawal" | "resettle" | "void_settled";
                                kind_text: string;
                                mine?: boolean;
                                payload: {
                                    [key: string]: unknown;
                                };
                                reason: string;
                                requested_by: string;
                                requested_by_name: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                status_text: string;
                                target: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/matches/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 恢复一场进行中比赛的滚球盘口 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                match_id: number;
                                open: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/matches/{id}/risk-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description 设置单场比赛的限额（null 恢复使用全局限额） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        match_limit: (string | number) | null;
                        outcome_limit: (string | number) | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                match_id: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                match_limit: string | null;
                                /** @description null: the book's limit applies */
                                outcome_limit: string | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/matches/{id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 录入比分并结算比赛（仅一次）：注单结算、派奖记入账本 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        away: number;
                        half?: {
                            away: number;
                            home: number;
                        };
                        home: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description legs on the match settled now */
                                legs: number;
                                match_id: number;
                                /** @description orders finished now */
                                orders: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                paid: string;
                                status: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/matches/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 暂停一场进行中比赛的滚球盘口（直到 resume），实时推送 market.status */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                match_id: number;
                                open: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/matches/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 取消比赛：其注单按赔率1.00计算 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description legs on the match settled now */
                                legs: number;
                                match_id: number;
                                /** @description orders finished now */
                                orders: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                paid: string;
                                status: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 给用户发送站内消息，并实时推送 user.notification（含未读数） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        title: string;
                        /**
                         * @default system
                         * @enum {string}
                         */
                        type?: "system" | "activity" | "finance" | "notice";
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                title: string;
                                /** @description one of system, activity, finance, notice */
                                type: string;
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/messages/audience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 群发范围及其人数（发送前确认） */
        get: {
            parameters: {
                query: {
                    min_vip_level?: number;
                    segment: "all" | "vip" | "agents";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description only for the vip segment */
                                min_vip_level: number;
                                /** @description enabled accounts in the segment */
                                players: number;
                                /** @enum {string} */
                                segment: "all" | "vip" | "agents";
                                segments: {
                                    /** @enum {string} */
                                    key: "all" | "vip" | "agents";
                                    name: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/messages/broadcast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 群发站内信给一个玩家范围（全部、VIP 等级及以上、代理；仅启用的账号），在线玩家实时收到提醒 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        /** @default 1 */
                        min_vip_level?: number;
                        /** @enum {string} */
                        segment: "all" | "vip" | "agents";
                        title: string;
                        /**
                         * @default system
                         * @enum {string}
                         */
                        type?: "system" | "activity" | "finance" | "notice";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description only for the vip segment */
                                min_vip_level: number;
                                /** @description enabled accounts in the segment */
                                players: number;
                                /** @enum {string} */
                                segment: "all" | "vip" | "agents";
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 全部公告（含已撤回），最新在前；可按分类与状态筛选 */
        get: {
            parameters: {
                query?: {
                    category_id?: number;
                    page?: number;
                    per_page?: number;
                    status?: "published" | "withdrawn";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    category_id: number;
                                    category_name: string;
                                    content: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /** @description 1 hot, 0 not */
                                    is_hot: number;
                                    sort: number;
                                    /**
                                     * @description published 已发布, withdrawn 已撤回
                                     * @enum {string}
                                     */
                                    status: "published" | "withdrawn";
                                    status_text: string;
                                    title: string;
                                    /** @description ISO 8601 UTC time */
                                    withdrawn_at: string | null;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description 发布公告：玩家的公告列表与首页滚动公告立即可见 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category_id: number;
                        content: string;
                        /** @default false */
                        is_hot?: boolean;
                        /** @default 0 */
                        sort?: number;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                category_id: number;
                                category_name: string;
                                content: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                sort: number;
                                /**
                                 * @description published 已发布, withdrawn 已撤回
                                 * @enum {string}
                                 */
                                status: "published" | "withdrawn";
                                status_text: string;
                                title: string;
                                /** @description ISO 8601 UTC time */
                                withdrawn_at: string | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description 修改公告（只改给出的字段；PUT 为部分更新）；已发布的公告对玩家立即更新 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category_id?: number;
                        content?: string;
                        is_hot?: boolean;
                        sort?: number;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                category_id: number;
                                category_name: string;
                                content: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                sort: number;
                                /**
                                 * @description published 已发布, withdrawn 已撤回
                                 * @enum {string}
                                 */
                                status: "published" | "withdrawn";
                                status_text: string;
                                title: string;
                                /** @description ISO 8601 UTC time */
                                withdrawn_at: string | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/notices/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 重新发布已撤回的公告 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                category_id: number;
                                category_name: string;
                                content: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                sort: number;
                                /**
                                 * @description published 已发布, withdrawn 已撤回
                                 * @enum {string}
                                 */
                                status: "published" | "withdrawn";
                                status_text: string;
                                title: string;
                                /** @description ISO 8601 UTC time */
                                withdrawn_at: string | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/notices/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 撤回公告：玩家不再看到 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                category_id: number;
                                category_name: string;
                                content: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                sort: number;
                                /**
                                 * @description published 已发布, withdrawn 已撤回
                                 * @enum {string}
                                 */
                                status: "published" | "withdrawn";
                                status_text: string;
                                title: string;
                                /** @description ISO 8601 UTC time */
                                withdrawn_at: string | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/notices/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                key: string;
                                name: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/operator-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                name: string;
                                permissions: string[];
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/operator-roles/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        permissions: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                name: string;
                                permissions: string[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                name: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/operator-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 全部运营会话与 API 令牌（kind=api 只看令牌） */
        get: {
            parameters: {
                query?: {
                    kind?: "session" | "api";
                    operator?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description null: a sign-in, which ends when idle */
                                expires_at: string | null;
                                id: number;
                                ip: string;
                                /**
                                 * @description session 登录会话, api 自动化令牌
                                 * @enum {string}
                                 */
                                kind: "session" | "api";
                                /** @description ISO 8601 UTC time */
                                last_seen_at: string;
                                /** @description an API token's name; empty for a sign-in */
                                name: string;
                                operator: string;
                                revoked: boolean;
                                user_agent: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/operator-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description 结束任一会话或吊销 API 令牌 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description null: a sign-in, which ends when idle */
                                expires_at: string | null;
                                id: number;
                                ip: string;
                                /**
                                 * @description session 登录会话, api 自动化令牌
                                 * @enum {string}
                                 */
                                kind: "session" | "api";
                                /** @description ISO 8601 UTC time */
                                last_seen_at: string;
                                /** @description an API token's name; empty for a sign-in */
                                name: string;
                                revoked: boolean;
                                user_agent: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                disabled: boolean;
                                display_name: string;
                                id: number;
                                /** @description empty: from anywhere */
                                ip_allow_list: string[];
                                /** @description set after too many failed sign-ins */
                                locked_until: string | null;
                                /** @description granted on top of the roles */
                                permissions: string[];
                                /** @description built-in role ids and custom role names */
                                roles: string[];
                                username: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description 创建运营人员；动态验证码密钥与 otpauth 链接只在此返回一次 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        display_name?: string;
                        /** @default [] */
                        ip_allow_list?: string[];
                        password: string;
                        /** @default [] */
                        permissions?: string[];
                        roles: string[];
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                operator: {
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    disabled: boolean;
                                    display_name: string;
                                    id: number;
                                    /** @description empty: from anywhere */
                                    ip_allow_list: string[];
                                    /** @description set after too many failed sign-ins */
                                    locked_until: string | null;
                                    /** @description granted on top of the roles */
                                    permissions: string[];
                                    /** @description built-in role ids and custom role names */
                                    roles: string[];
                                    username: string;
                                };
                                otpauth_uri: string;
                                /** @description base32; answered once */
                                totp_secret: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/operators/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description 修改运营人员的角色、额外权限、IP 白名单、显示名或禁用状态（禁用即结束其全部会话） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    username: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        disabled?: boolean;
                        display_name?: string;
                        ip_allow_list?: string[];
                        permissions?: string[];
                        roles?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                disabled: boolean;
                                display_name: string;
                                id: number;
                                /** @description empty: from anywhere */
                                ip_allow_list: string[];
                                /** @description set after too many failed sign-ins */
                                locked_until: string | null;
                                /** @description granted on top of the roles */
                                permissions: string[];
                                /** @description built-in role ids and custom role names */
                                roles: string[];
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/operators/{username}/reset-totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 重置动态验证码密钥（结束其全部会话） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    username: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                otpauth_uri: string;
                                /** @description base32; answered once */
                                totp_secret: string;
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/operators/{username}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 解除登录失败锁定（不必等 15 分钟） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    username: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string|null} */
                                locked_until: null;
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 待确认的银行/USDT充值 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description ISO 8601 UTC time */
                                expires_at: string;
                                id: number;
                                /** @description online | bank | usdt */
                                method: string;
                                method_text: string;
                                order_no: string;
                                /** @description ISO 8601 UTC time */
                                paid_at: string | null;
                                remark: string;
                                /** @description 0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期 */
                                status: number;
                                status_text: string;
                                /** @description ISO 8601 UTC time */
                                submitted_at: string | null;
                                tx_hash: string | null;
                                usdt_amount: string | null;
                                usdt_rate: string | null;
                                username: string;
                                voucher: string | null;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/payments/{orderNo}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 确认银行/USDT充值到账（仅一次） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderNo: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description ISO 8601 UTC time */
                                expires_at: string;
                                id: number;
                                /** @description online | bank | usdt */
                                method: string;
                                method_text: string;
                                order_no: string;
                                /** @description ISO 8601 UTC time */
                                paid_at: string | null;
                                remark: string;
                                /** @description 0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期 */
                                status: number;
                                status_text: string;
                                /** @description ISO 8601 UTC time */
                                submitted_at: string | null;
                                tx_hash: string | null;
                                usdt_amount: string | null;
                                usdt_rate: string | null;
                                voucher: string | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/payments/{orderNo}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 驳回银行/USDT充值 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderNo: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description ISO 8601 UTC time */
                                expires_at: string;
                                id: number;
                                /** @description online | bank | usdt */
                                method: string;
                                method_text: string;
                                order_no: string;
                                /** @description ISO 8601 UTC time */
                                paid_at: string | null;
                                remark: string;
                                /** @description 0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期 */
                                status: number;
                                status_text: string;
                                /** @description ISO 8601 UTC time */
                                submitted_at: string | null;
                                tx_hash: string | null;
                                usdt_amount: string | null;
                                usdt_rate: string | null;
                                voucher: string | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 按用户名、手机号（包含）或用户 id（精确）查找玩家，最新注册的在前 */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    balance: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description 1 正常, 0 已禁用 */
                                    enabled: number;
                                    id: number;
                                    /** @description 1 代理 */
                                    is_agent: number;
                                    nickname: string;
                                    /** @description empty when none was given */
                                    phone: string;
                                    username: string;
                                    vip_level: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/players/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 玩家详情：余额、状态、最近账变（变动前后）、最近体育与彩票订单、有效登录会话 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    username: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                balance: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description 1 正常, 0 已禁用 */
                                enabled: number;
                                id: number;
                                /** @description 1 代理 */
                                is_agent: number;
                                ledger: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    after: string;
                                    /** @description negative for a debit */
                                    amount: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    before: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    remark: string;
                                    type: string;
                                    type_text: string;
                                }[];
                                nickname: string;
                                orders: {
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @enum {string} */
                                    kind: "sports" | "lottery";
                                    no: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                    status_text: string;
                                    title: string;
                                }[];
                                /** @description empty when none was given */
                                phone: string;
                                sessions: {
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /** @description ISO 8601 UTC time */
                                    last_used_at: string;
                                }[];
                                username: string;
                                vip_level: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/realtime/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 运营后台实时频道的订阅签名：private-ops-dashboard（查看运营概览）、private-ops-risk（查看赛事与彩票） */
        get: {
            parameters: {
                query: {
                    channel_name: string;
                    socket_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description app_key:signature for the Pusher subscribe */
                                auth: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/remotes/{remote}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description 预检通过后把远程模块切到新的 mf-manifest.json 地址并记入发布历史；force 跳过预检 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: "mfe_sports" | "mfe_lottery" | "mfe_finance" | "mfe_social";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default set
                         * @enum {string}
                         */
                        action?: "set" | "deploy";
                        /** @default false */
                        force?: boolean;
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description the manifest's buildInfo.buildVersion; empty when it names none */
                                build_id: string;
                                /** @description the pre-flight, run even when forced */
                                checks: {
                                    /** @description what was found, or why a browser could not load it */
                                    detail: string;
                                    /** @enum {string} */
                                    name: "manifest" | "cors" | "remoteEntry" | "csp" | "shared";
                                    ok: boolean;
                                }[];
                                forced: boolean;
                                remote: string;
                                /** @description the mf-manifest.json address players now load */
                                url: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/remotes/{remote}/dev-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 开发覆盖（pnpm dev:remote）：签发一个令牌，带 ?remote_dev=令牌 打开的页面从 url 加载该模块，其他玩家不受影响 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: "mfe_sports" | "mfe_lottery" | "mfe_finance" | "mfe_social";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 8 */
                        hours?: number;
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                expires_at: string;
                                remote: string;
                                token: string;
                                url: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/remotes/{remote}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 回滚到上一个（或指定 id 的）已保留版本，同样先预检 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: "mfe_sports" | "mfe_lottery" | "mfe_finance" | "mfe_social";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description the manifest's buildInfo.buildVersion; empty when it names none */
                                build_id: string;
                                /** @description the pre-flight, run even when forced */
                                checks: {
                                    /** @description what was found, or why a browser could not load it */
                                    detail: string;
                                    /** @enum {string} */
                                    name: "manifest" | "cors" | "remoteEntry" | "csp" | "shared";
                                    ok: boolean;
                                }[];
                                remote: string;
                                /** @description the mf-manifest.json address players now load */
                                url: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/remotes/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 玩家浏览器上报的远程模块错误，按模块、版本、地址和类型汇总 */
        get: {
            parameters: {
                query?: {
                    since_seconds?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                build_id: string;
                                count: number;
                                kind: string;
                                /** @description ISO 8601 UTC time */
                                last_at: string;
                                last_message: string;
                                /** @description distinct signed-in players who reported it */
                                players: number;
                                remote: string;
                                url: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/remotes/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 远程模块发布历史（最新在前，最多 50 条） */
        get: {
            parameters: {
                query?: {
                    remote?: "mfe_sports" | "mfe_lottery" | "mfe_finance" | "mfe_social";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description initial | set | deploy | config | rollback */
                                action: string;
                                /** @description the manifest's buildInfo.buildVersion; empty when it names none */
                                build_id: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description switched without the pre-flight checks */
                                forced: boolean;
                                id: number;
                                remote: string;
                                url: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/remotes/preflight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 远程模块发布预检（不切换）：清单、remoteEntry 语法、CORS、CSP、共享版本 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        remote: "mfe_sports" | "mfe_lottery" | "mfe_finance" | "mfe_social";
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description the manifest's buildInfo.buildVersion; empty when it names none */
                                build_id: string;
                                checks: {
                                    /** @description what was found, or why a browser could not load it */
                                    detail: string;
                                    /** @enum {string} */
                                    name: "manifest" | "cors" | "remoteEntry" | "csp" | "shared";
                                    ok: boolean;
                                }[];
                                ok: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/risk/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description 设置全局限额：单选项最高赔付、单场最高赔付、单注最高可赢，超限时拒绝或暂停该选项 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        match_limit: string | number;
                        /** @enum {string} */
                        on_breach: "refuse" | "suspend";
                        order_win_limit: string | number;
                        outcome_limit: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                match_limit: string;
                                /** @enum {string} */
                                on_breach: "refuse" | "suspend";
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                order_win_limit: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                outcome_limit: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/sms/last": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 某手机号最近一条短信验证码（客服查看） */
        get: {
            parameters: {
                query: {
                    phone: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                created_at: string;
                                phone: string;
                                type: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/support/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 待回复的客服留言（最早的在前） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                content: string;
                                created_at: string;
                                id: number;
                                replied_at: string | null;
                                /** @description 客服回复；待回复时为 null */
                                reply: string | null;
                                /** @description 0 待回复，1 已回复 */
                                status: number;
                                status_text: string;
                                username: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/support/messages/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 回复一条客服留言（仅一次）；回复以站内信实时送达玩家 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reply: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                content: string;
                                created_at: string;
                                id: number;
                                replied_at: string | null;
                                /** @description 客服回复；待回复时为 null */
                                reply: string | null;
                                /** @description 0 待回复，1 已回复 */
                                status: number;
                                status_text: string;
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 为某运营人员签发自动化用 API 令牌（CI、压测、脚本）；令牌只在此返回一次 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 30 */
                        expires_in_days?: number;
                        name: string;
                        operator: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description null: a sign-in, which ends when idle */
                                expires_at: string | null;
                                id: number;
                                ip: string;
                                /**
                                 * @description session 登录会话, api 自动化令牌
                                 * @enum {string}
                                 */
                                kind: "session" | "api";
                                /** @description ISO 8601 UTC time */
                                last_seen_at: string;
                                /** @description an API token's name; empty for a sign-in */
                                name: string;
                                operator: string;
                                revoked: boolean;
                                /** @description the bearer token itself: answered once, never again */
                                token: string;
                                user_agent: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        agent?: boolean;
                        password: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                agent_code: string | null;
                                avatar: string;
                                balance: string;
                                codingvolume: string;
                                created_at: string;
                                disable_game: number;
                                disable_nggame: number;
                                disable_withdraw: number;
                                email: string;
                                enabled: number;
                                has_payment_password: number;
                                id: number;
                                invite_code: string;
                                is_agent: number;
                                is_black: number;
                                is_mock: number;
                                is_online: number;
                                lottery_token: string | null;
                                nickname: string;
                                paysum: string;
                                phone: string;
                                total_withdraw: string;
                                totalgame: string;
                                username: string;
                                vip_level: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/{username}/protection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 查看玩家的理性投注限额与冷静期/自我排除（只读） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    username: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                exclusion: {
                                    /** @enum {string} */
                                    kind: "cooling_off" | "self_exclusion";
                                    /** @description ISO 8601 UTC time */
                                    since: string;
                                    /** @description ISO 8601 UTC time */
                                    until: string;
                                } | null;
                                limits: {
                                    /** @description yuan with 2 decimals, or whole minutes for kind time */
                                    amount: string | null;
                                    /** @enum {string} */
                                    kind: "deposit" | "loss" | "stake" | "time";
                                    pending: {
                                        /** @description yuan with 2 decimals, or whole minutes for kind time */
                                        amount: string | null;
                                        /** @description ISO 8601 UTC time */
                                        effective_at: string;
                                    } | null;
                                    /** @enum {string} */
                                    period: "day" | "week" | "month" | "session";
                                    /** @description ISO 8601 UTC time */
                                    resets_at: string | null;
                                    /** @description yuan with 2 decimals, or whole minutes for kind time */
                                    used: string;
                                }[];
                                reality_check_minutes: number;
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/{username}/stake-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description 设置玩家限额系数（单注最高可赢按此比例缩放，如 0.2） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    username: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        factor: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                stake_factor: string;
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 申请给玩家加款（负数为扣款）：另一位有权限的运营复核通过后才记入账本（POST /approvals/:id/approve）；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        reason: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                amount: string | null;
                                created_at: string;
                                decided_at: string | null;
                                decided_by: string | null;
                                decided_by_name: string | null;
                                decision_reason: string | null;
                                id: number;
                                /** @enum {string} */
                                kind: "credit" | "debit" | "withdrawal" | "resettle" | "void_settled";
                                kind_text: string;
                                mine?: boolean;
                                payload: {
                                    [key: string]: unknown;
                                };
                                reason: string;
                                requested_by: string;
                                requested_by_name: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                status_text: string;
                                target: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 禁用账号：立即结束其全部登录与实时连接 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 1 正常, 0 已禁用 */
                                enabled: number;
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 启用账号（需重新登录） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 1 正常, 0 已禁用 */
                                enabled: number;
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/withdraws": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 审核中的提现；review 为大额提现待复核的申请 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                actual_amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bank_name: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                fee: string;
                                id: number;
                                order_no: string;
                                remark: string;
                                review: {
                                    amount: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    decided_by: string | null;
                                    decided_by_name: string | null;
                                    decision_reason: string | null;
                                    id: number;
                                    /** @enum {string} */
                                    kind: "credit" | "debit" | "withdrawal" | "resettle" | "void_settled";
                                    kind_text: string;
                                    mine?: boolean;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    reason: string;
                                    requested_by: string;
                                    requested_by_name: string;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    status_text: string;
                                    target: string;
                                } | null;
                                /** @description ISO 8601 UTC time */
                                reviewed_at: string | null;
                                /** @description 0 审核中, 1 已到账, 2 已驳回, 3 已取消 */
                                status: number;
                                status_text: string;
                                usdt_amount: string | null;
                                usdt_rate: string | null;
                                username: string;
                                wallet_id: number;
                                /** @description bank | usdt */
                                wallet_type: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/withdraws/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 通过提现（已打款），计入累计提现；达到复核金额（withdraw_four_eyes_min）的提现改为提交复核申请，由另一位运营通过后打款 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                actual_amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bank_name: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                fee: string;
                                id: number;
                                order_no: string;
                                remark: string;
                                review: {
                                    amount: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    decided_by: string | null;
                                    decided_by_name: string | null;
                                    decision_reason: string | null;
                                    id: number;
                                    /** @enum {string} */
                                    kind: "credit" | "debit" | "withdrawal" | "resettle" | "void_settled";
                                    kind_text: string;
                                    mine?: boolean;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    reason: string;
                                    requested_by: string;
                                    requested_by_name: string;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    status_text: string;
                                    target: string;
                                } | null;
                                /** @description ISO 8601 UTC time */
                                reviewed_at: string | null;
                                /** @description 0 审核中, 1 已到账, 2 已驳回, 3 已取消 */
                                status: number;
                                status_text: string;
                                usdt_amount: string | null;
                                usdt_rate: string | null;
                                wallet_id: number;
                                /** @description bank | usdt */
                                wallet_type: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/withdraws/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 驳回提现，冻结金额退回余额 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                actual_amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bank_name: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                fee: string;
                                id: number;
                                order_no: string;
                                remark: string;
                                /** @description ISO 8601 UTC time */
                                reviewed_at: string | null;
                                /** @description 0 审核中, 1 已到账, 2 已驳回, 3 已取消 */
                                status: number;
                                status_text: string;
                                usdt_amount: string | null;
                                usdt_rate: string | null;
                                wallet_id: number;
                                /** @description bank | usdt */
                                wallet_type: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                avatar: string;
                                balance: string;
                                codingvolume: string;
                                created_at: string;
                                disable_game: number;
                                disable_nggame: number;
                                disable_withdraw: number;
                                email: string;
                                enabled: number;
                                has_payment_password: number;
                                id: number;
                                invite_code: string;
                                is_agent: number;
                                is_black: number;
                                is_mock: number;
                                is_online: number;
                                lottery_token: string | null;
                                nickname: string;
                                paysum: string;
                                phone: string;
                                total_withdraw: string;
                                totalgame: string;
                                username: string;
                                vip_level: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        avatar?: string;
                        email?: "" | string;
                        nickname?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                avatar: string;
                                balance: string;
                                codingvolume: string;
                                created_at: string;
                                disable_game: number;
                                disable_nggame: number;
                                disable_withdraw: number;
                                email: string;
                                enabled: number;
                                has_payment_password: number;
                                id: number;
                                invite_code: string;
                                is_agent: number;
                                is_black: number;
                                is_mock: number;
                                is_online: number;
                                lottery_token: string | null;
                                nickname: string;
                                paysum: string;
                                phone: string;
                                total_withdraw: string;
                                totalgame: string;
                                username: string;
                                vip_level: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity/{id}/application-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                activity_id: number;
                                application: {
                                    activity_id: number;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    period: string;
                                    remark: string;
                                    /** @description ISO 8601 UTC time */
                                    reviewed_at: string | null;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    reward: string;
                                    /** @description 0 审核中, 1 已发放, 2 已拒绝 */
                                    status: number;
                                    status_text: string;
                                } | null;
                                applied: boolean;
                                can_apply: boolean;
                                eligible: boolean;
                                /** @description 0..100 towards the condition */
                                progress: number;
                                /** @description why not, in Chinese; empty when eligible */
                                reason: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 申请活动：自动审核类满足条件即发放奖励，其余进入人工审核；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activity_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                activity_id: number;
                                /** @description main wallet after the reward */
                                balance: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                period: string;
                                remark: string;
                                /** @description true when the Idempotency-Key had already applied */
                                repeated: boolean;
                                /** @description ISO 8601 UTC time */
                                reviewed_at: string | null;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                reward: string;
                                /** @description 0 审核中, 1 已发放, 2 已拒绝 */
                                status: number;
                                status_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 自动发放: paid when the condition is met, never applied for */
                                auto_grant: boolean;
                                /** @description checked and paid at once on apply; otherwise reviewed by an operator */
                                automatic: boolean;
                                banner: string;
                                condition: string;
                                /** @description plain-text rules: render as text, never as HTML */
                                content: string;
                                /** @description ISO 8601 UTC time */
                                ends_at: string | null;
                                /** @description 自动发放, 领取即到账 or 人工审核 */
                                grant_text: string;
                                id: number;
                                /** @enum {string} */
                                kind: "newcomer" | "first_deposit" | "turnover" | "manual";
                                /** @enum {string} */
                                period: "once" | "daily" | "weekly";
                                /** @description the period running now: an application whose `period` equals it is this period's */
                                period_key: string;
                                period_text: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                reward: string;
                                /** @description ISO 8601 UTC time */
                                starts_at: string | null;
                                summary: string;
                                title: string;
                                type_id: number;
                                type_name: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    type_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description 自动发放: paid when the condition is met, never applied for */
                                    auto_grant: boolean;
                                    /** @description checked and paid at once on apply; otherwise reviewed by an operator */
                                    automatic: boolean;
                                    banner: string;
                                    condition: string;
                                    /** @description plain-text rules: render as text, never as HTML */
                                    content: string;
                                    /** @description ISO 8601 UTC time */
                                    ends_at: string | null;
                                    /** @description 自动发放, 领取即到账 or 人工审核 */
                                    grant_text: string;
                                    id: number;
                                    /** @enum {string} */
                                    kind: "newcomer" | "first_deposit" | "turnover" | "manual";
                                    /** @enum {string} */
                                    period: "once" | "daily" | "weekly";
                                    /** @description the period running now: an application whose `period` equals it is this period's */
                                    period_key: string;
                                    period_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    reward: string;
                                    /** @description ISO 8601 UTC time */
                                    starts_at: string | null;
                                    summary: string;
                                    title: string;
                                    type_id: number;
                                    type_name: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity/my-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 我的活动申请记录；status 0 审核中 1 已发放 2 已拒绝 */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    activity_id: number;
                                    banner: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    period: string;
                                    remark: string;
                                    /** @description ISO 8601 UTC time */
                                    reviewed_at: string | null;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    reward: string;
                                    /** @description 0 审核中, 1 已发放, 2 已拒绝 */
                                    status: number;
                                    status_text: string;
                                    title: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/application-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                approved: number;
                                cancelled: number;
                                pending: number;
                                rejected: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/cancel-application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                contact: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                real_name: string;
                                reason: string;
                                reject_reason: string;
                                /** @description ISO 8601 UTC time */
                                reviewed_at: string | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                status_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/my-application-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    contact: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    real_name: string;
                                    reason: string;
                                    reject_reason: string;
                                    /** @description ISO 8601 UTC time */
                                    reviewed_at: string | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agent_code: string;
                        password: string;
                        password_confirmation: string;
                        phone?: string;
                        sms_code?: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                token: string;
                                userinfo: {
                                    avatar: string;
                                    balance: string;
                                    codingvolume: string;
                                    created_at: string;
                                    disable_game: number;
                                    disable_nggame: number;
                                    disable_withdraw: number;
                                    email: string;
                                    enabled: number;
                                    has_payment_password: number;
                                    id: number;
                                    invite_code: string;
                                    is_agent: number;
                                    is_black: number;
                                    is_mock: number;
                                    is_online: number;
                                    lottery_token: string | null;
                                    nickname: string;
                                    paysum: string;
                                    phone: string;
                                    total_withdraw: string;
                                    totalgame: string;
                                    username: string;
                                    vip_level: number;
                                };
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/register-by-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        domain: string;
                        password: string;
                        password_confirmation: string;
                        phone?: string;
                        sms_code?: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                token: string;
                                userinfo: {
                                    avatar: string;
                                    balance: string;
                                    codingvolume: string;
                                    created_at: string;
                                    disable_game: number;
                                    disable_nggame: number;
                                    disable_withdraw: number;
                                    email: string;
                                    enabled: number;
                                    has_payment_password: number;
                                    id: number;
                                    invite_code: string;
                                    is_agent: number;
                                    is_black: number;
                                    is_mock: number;
                                    is_online: number;
                                    lottery_token: string | null;
                                    nickname: string;
                                    paysum: string;
                                    phone: string;
                                    total_withdraw: string;
                                    totalgame: string;
                                    username: string;
                                    vip_level: number;
                                };
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/team/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    balance: string;
                                    enabled: number;
                                    id: number;
                                    nickname: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    paysum: string;
                                    /** @description ISO 8601 UTC time */
                                    registered_at: string;
                                    /** @enum {string} */
                                    source: "agent" | "invite";
                                    source_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    total_withdraw: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    totalgame: string;
                                    username: string;
                                    vip_level: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/team/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                balance: string;
                                enabled: number;
                                id: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                month_bet: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                month_deposit: string;
                                nickname: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                paysum: string;
                                /** @description ISO 8601 UTC time */
                                registered_at: string;
                                /** @enum {string} */
                                source: "agent" | "invite";
                                source_text: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total_withdraw: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                totalgame: string;
                                username: string;
                                vip_level: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/team/members/{id}/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    kind?: "bet" | "deposit" | "all";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    member_id: number;
                                    remark: string;
                                    type: string;
                                    type_text: string;
                                    username: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/team/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                agent_code: string;
                                agent_link: string;
                                month_active_bettors: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                month_bet: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                month_deposit: string;
                                new_members_month: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                team_balance: string;
                                team_size: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/team/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    kind?: "bet" | "deposit" | "all";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    member_id: number;
                                    remark: string;
                                    type: string;
                                    type_text: string;
                                    username: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agent_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                agent: string;
                                valid: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/config/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                key: string;
                                value: unknown;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/config/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                [key: string]: unknown;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/config/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keys: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                [key: string]: unknown;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/config/bottom-navigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                enabled: boolean;
                                icon: string;
                                key: string;
                                path: string;
                                title: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/config/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                banner_enabled: boolean;
                                maintenance_mode: boolean;
                                notice_enabled: boolean;
                                redpacket_switch: boolean;
                                sms_open: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/config/game-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @description operator-set entries; the defaults are {id, key, name, icon, sort} */
                            data: unknown[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/config/navigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                nav_expert_enabled: boolean;
                                nav_live_ball_enabled: boolean;
                                nav_real_time_enabled: boolean;
                                nav_sports_enabled: boolean;
                                /** @description the enabled bottom tabs */
                                tabs: {
                                    enabled: boolean;
                                    icon: string;
                                    key: string;
                                    path: string;
                                    title: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/remote-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 远程地址配置（SPEC 3：version, baseUrl, apiServerUrl, reverbUrl），客户端从页面所在主机读取并校验，每 5 分钟及配置变更时复查，变化时不刷新页面即切换 API 与实时连接；未设置时为 null（一切在本主机）。运维：npm run ops -- config:set remote_address '{...}'，设为 '' 取消 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: ({
                                apiServerUrl: string;
                                baseUrl: string;
                                reverbUrl: string;
                                version?: string | number;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/remote-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 浏览器上报远程模块加载/渲染错误（批量，按 IP 限流）；登录时记下玩家 id，其余个人信息不收集。运维用 npm run ops -- remotes:errors 查看。 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        errors: {
                            build_id: string;
                            /** @enum {string} */
                            kind: "load" | "missing" | "timeout" | "error" | "render" | "version";
                            message: string;
                            remote: string;
                            shared: {
                                [key: string]: string;
                            };
                            url: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                received: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/remotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 远程模块清单（名称 -> mf-manifest.json 地址）。优先级：配置项 remotes > 环境变量 REMOTES_MANIFEST > 默认。 */
        get: {
            parameters: {
                query?: {
                    /** @description pnpm dev:remote 的签名覆盖（仅本服务器签发的有效） */
                    remote_dev?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                [key: string]: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                android_download_url: string;
                                /** @description 1 rebates on, 0 off */
                                fanshui: number;
                                /** @description 1 show the home pop-up, 0 not; null when the operator set no number */
                                index_modal: number | null;
                                index_modal_images: string[];
                                /** @description empty: the client draws the QR code of ios_download_url */
                                ios_download_qrcode: string;
                                ios_download_url: string;
                                kf_url: string;
                                /** @description 1 red packets on, 0 off */
                                redpacket_switch: number;
                                repair_tips: string;
                                site_logo: string;
                                /** @description 1 open, 0 closed for maintenance */
                                site_state: number;
                                /** @description 1 SMS forms offered, 0 not (always 0 without an SMS provider) */
                                sms_open: number;
                                /** @description server time, Unix seconds */
                                timestamp: number;
                                title: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 0 for every agent */
                                agent_id: number;
                                id: number;
                                image: string;
                                link: string;
                                /** @description the page it shows on, 1-3 */
                                page_type: number;
                                sort: number;
                                title: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 0 for every agent */
                                agent_id: number;
                                id: number;
                                image: string;
                                link: string;
                                /** @description the page it shows on, 1-3 */
                                page_type: number;
                                sort: number;
                                title: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/banners/page-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    agent_id?: number;
                    page_type: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 0 for every agent */
                                agent_id: number;
                                id: number;
                                image: string;
                                link: string;
                                /** @description the page it shows on, 1-3 */
                                page_type: number;
                                sort: number;
                                title: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/basketball/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    league_id?: number;
                    page?: number;
                    per_page?: number;
                    play?: string;
                    single?: number;
                    sport_type?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    away_score: number | null;
                                    away_team: string;
                                    away_team_id: number;
                                    /** @description bets are taken until kick-off */
                                    can_bet: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    home_team_id: number;
                                    id: number;
                                    league_id: number;
                                    league_name: string;
                                    match_no: string;
                                    minute: number;
                                    /** @description the asked play's odds (the sport's first play by default) */
                                    odds: {
                                        /** @description the handicap or total line; empty for plays without one */
                                        line: string;
                                        max_passes: number;
                                        name: string;
                                        options: {
                                            name: string;
                                            odds: string;
                                            option: string;
                                        }[];
                                        play: string;
                                        /** @description offered for singles (单关); otherwise bet in 串关 only */
                                        single: boolean;
                                    } | null;
                                    play_count: number;
                                    sport_name: string;
                                    sport_type: number;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                    /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/basketball/odds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    betType?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                can_bet: boolean;
                                match_id: number;
                                plays: {
                                    /** @description the handicap or total line; empty for plays without one */
                                    line: string;
                                    max_passes: number;
                                    name: string;
                                    options: {
                                        name: string;
                                        odds: string;
                                        option: string;
                                    }[];
                                    play: string;
                                    /** @description offered for singles (单关); otherwise bet in 串关 only */
                                    single: boolean;
                                }[];
                                sport_type: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/betting-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 投注记录：体育注单与彩票投注，按时间倒序；source（sports|lottery）、status（0 待开奖 1 已中奖 2 未中奖 3 已撤单 4 已退款）、北京日期 start_date/end_date（含） */
        get: {
            parameters: {
                query?: {
                    end_date?: string;
                    page?: number;
                    per_page?: number;
                    source?: "sports" | "lottery";
                    start_date?: string;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    content: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description "sports-12" or "lottery-34": the source and its own id */
                                    id: string;
                                    /** @description the page of the source area showing this bet in full */
                                    link: string | null;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    /** @description payout - stake once settled; null while pending or cancelled */
                                    profit: string | null;
                                    /** @description order or bet number shown to the player */
                                    ref_no: string;
                                    /** @description ISO 8601 UTC time */
                                    settled_at: string | null;
                                    /** @enum {string} */
                                    source: "sports" | "lottery";
                                    source_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                    /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已撤单, 4 已退款 */
                                    status: number;
                                    status_text: string;
                                    title: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/betting-records/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 一条投注记录（id 如 sports-12）及其选项 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                content: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description "sports-12" or "lottery-34": the source and its own id */
                                id: string;
                                items: {
                                    label: string;
                                    result_text: string;
                                    value: string;
                                }[];
                                /** @description the page of the source area showing this bet in full */
                                link: string | null;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                payout: string;
                                /** @description payout - stake once settled; null while pending or cancelled */
                                profit: string | null;
                                /** @description order or bet number shown to the player */
                                ref_no: string;
                                /** @description ISO 8601 UTC time */
                                settled_at: string | null;
                                /** @enum {string} */
                                source: "sports" | "lottery";
                                source_text: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                                /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已撤单, 4 已退款 */
                                status: number;
                                status_text: string;
                                title: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/betting-records/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 投注统计（@app/shared/figures 的定义，按下注日）：笔数、投注总额（不含撤单与退款）、有效投注（已结算本金）、待开奖本金、派奖与投注盈亏（派奖 - 有效投注），合计及按来源 */
        get: {
            parameters: {
                query?: {
                    end_date?: string;
                    source?: "sports" | "lottery";
                    start_date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                by_source: {
                                    count: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout_total: string;
                                    pending_count: number;
                                    /** @description 待开奖 stakes */
                                    pending_stake: string;
                                    /** @description 投注盈亏 = payout_total − valid_total */
                                    profit_total: string;
                                    /** @enum {string} */
                                    source: "sports" | "lottery";
                                    source_text: string;
                                    /** @description 投注总额 = valid_total + pending_stake */
                                    stake_total: string;
                                    /** @description 有效投注: stakes settled won or lost */
                                    valid_total: string;
                                }[];
                                count: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                payout_total: string;
                                pending_count: number;
                                /** @description 待开奖 stakes */
                                pending_stake: string;
                                /** @description 投注盈亏 = payout_total − valid_total */
                                profit_total: string;
                                /** @description 投注总额 = valid_total + pending_stake */
                                stake_total: string;
                                /** @description 有效投注: stakes settled won or lost */
                                valid_total: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 账单明细：余额变动（每行 type_text、amount 带符号、before、after、remark、created_at），可按类别 category 与北京日期 start_date/end_date（含）筛选；income/expense/net 为整个筛选范围的收入、支出与净额 */
        get: {
            parameters: {
                query?: {
                    category?: "deposit" | "withdraw" | "bet" | "win" | "refund" | "rebate" | "bonus" | "transfer" | "adjust";
                    end_date?: string;
                    page?: number;
                    per_page?: number;
                    start_date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                expense: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                income: string;
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    after: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    before: string;
                                    /** @enum {string} */
                                    category: "deposit" | "withdraw" | "bet" | "win" | "refund" | "rebate" | "bonus" | "transfer" | "adjust";
                                    category_text: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    remark: string;
                                    type: string;
                                    type_text: string;
                                }[];
                                /** @description income − expense over the whole filter, not only this page */
                                net: string;
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bills/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 账单类别（筛选项）及其包含的变动类型 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                key: "deposit" | "withdraw" | "bet" | "win" | "refund" | "rebate" | "bonus" | "transfer" | "adjust";
                                name: string;
                                types: {
                                    name: string;
                                    type: string;
                                }[];
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bonus-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 红利记录（活动、签到、邀请、VIP 奖励），可按 type 与北京日期 start_date/end_date（含）筛选 */
        get: {
            parameters: {
                query?: {
                    end_date?: string;
                    page?: number;
                    per_page?: number;
                    start_date?: string;
                    type?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    after: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    before: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    remark: string;
                                    type: string;
                                    type_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bonus-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                after: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                before: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                remark: string;
                                type: string;
                                type_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bonus-logs/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 红利合计：总额、笔数、今日、本月（北京时间）及按类型 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                by_type: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    count: number;
                                    type: string;
                                    type_text: string;
                                }[];
                                count: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                this_month: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                today: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bonus-logs/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 红利类型 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                name: string;
                                type: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/broadcasting/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        channel_name: string;
                        socket_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description key:signature, what pusher-js sends when it subscribes */
                            auth: string;
                            /** @description presence channels: the member's id and info as JSON */
                            channel_data?: string;
                            code: number;
                            data: {
                                /** @description key:signature, what pusher-js sends when it subscribes */
                                auth: string;
                                /** @description presence channels: the member's id and info as JSON */
                                channel_data?: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/broadcasting/auth-batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        channels: string[];
                        socket_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @description each channel asked for: its signature, or why it was refused */
                            data: {
                                [key: string]: {
                                    /** @description key:signature, what pusher-js sends when it subscribes */
                                    auth: string;
                                    /** @description presence channels: the member's id and info as JSON */
                                    channel_data?: string;
                                } | {
                                    error: string;
                                    /** @enum {number} */
                                    status: 403;
                                };
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domain/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        domain: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                agent: string;
                                valid: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/expert-articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    category_id?: number;
                    expert_id?: number;
                    keyword?: string;
                    page?: number;
                    per_page?: number;
                    sort?: "latest" | "hot";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    badge: string;
                                    category_id: number;
                                    category_name: string;
                                    expert: {
                                        avatar: string;
                                        id: number;
                                        name: string;
                                        /** @description e.g. 近10中8; empty before the first settled article */
                                        recent_label: string;
                                        /** @description 红 in a row, newest first */
                                        streak: number;
                                        title: string;
                                        /** @description percent with one decimal, e.g. "66.7" */
                                        win_rate: string;
                                    };
                                    favorites: number;
                                    id: number;
                                    /** @description 1 hot, 0 not */
                                    is_hot: number;
                                    /** @description 1 recommended, 0 not */
                                    is_recommended: number;
                                    likes: number;
                                    match_info: string;
                                    /** @description ISO 8601 UTC time */
                                    match_time: string | null;
                                    /** @description ISO 8601 UTC time */
                                    published_at: string;
                                    /** @description 0 待开奖, 1 红, 2 黑 */
                                    result: number;
                                    result_text: string;
                                    summary: string;
                                    title: string;
                                    views: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/expert-articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                badge: string;
                                category_id: number;
                                category_name: string;
                                /** @description sanitized HTML */
                                content: string;
                                expert: {
                                    avatar: string;
                                    id: number;
                                    name: string;
                                    /** @description e.g. 近10中8; empty before the first settled article */
                                    recent_label: string;
                                    /** @description 红 in a row, newest first */
                                    streak: number;
                                    title: string;
                                    /** @description percent with one decimal, e.g. "66.7" */
                                    win_rate: string;
                                };
                                favorites: number;
                                id: number;
                                /** @description 1 favorited by this player; always 0 for visitors */
                                is_favorited: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                /** @description 1 liked by this player; always 0 for visitors */
                                is_liked: number;
                                /** @description 1 recommended, 0 not */
                                is_recommended: number;
                                likes: number;
                                match_info: string;
                                /** @description ISO 8601 UTC time */
                                match_time: string | null;
                                /** @description ISO 8601 UTC time */
                                published_at: string;
                                /** @description 0 待开奖, 1 红, 2 黑 */
                                result: number;
                                result_text: string;
                                summary: string;
                                title: string;
                                views: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/expert-articles/{id}/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                favorited: boolean;
                                favorites: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                favorited: boolean;
                                favorites: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/expert-articles/{id}/favorite-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                favorited: boolean;
                                favorites: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/expert-articles/{id}/increment-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                views: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/expert-articles/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                liked: boolean;
                                likes: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                liked: boolean;
                                likes: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/expert-articles/{id}/like-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                liked: boolean;
                                likes: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/expert-articles/hot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                badge: string;
                                category_id: number;
                                category_name: string;
                                expert: {
                                    avatar: string;
                                    id: number;
                                    name: string;
                                    /** @description e.g. 近10中8; empty before the first settled article */
                                    recent_label: string;
                                    /** @description 红 in a row, newest first */
                                    streak: number;
                                    title: string;
                                    /** @description percent with one decimal, e.g. "66.7" */
                                    win_rate: string;
                                };
                                favorites: number;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                /** @description 1 recommended, 0 not */
                                is_recommended: number;
                                likes: number;
                                match_info: string;
                                /** @description ISO 8601 UTC time */
                                match_time: string | null;
                                /** @description ISO 8601 UTC time */
                                published_at: string;
                                /** @description 0 待开奖, 1 红, 2 黑 */
                                result: number;
                                result_text: string;
                                summary: string;
                                title: string;
                                views: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/expert-articles/recommended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                badge: string;
                                category_id: number;
                                category_name: string;
                                expert: {
                                    avatar: string;
                                    id: number;
                                    name: string;
                                    /** @description e.g. 近10中8; empty before the first settled article */
                                    recent_label: string;
                                    /** @description 红 in a row, newest first */
                                    streak: number;
                                    title: string;
                                    /** @description percent with one decimal, e.g. "66.7" */
                                    win_rate: string;
                                };
                                favorites: number;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                /** @description 1 recommended, 0 not */
                                is_recommended: number;
                                likes: number;
                                match_info: string;
                                /** @description ISO 8601 UTC time */
                                match_time: string | null;
                                /** @description ISO 8601 UTC time */
                                published_at: string;
                                /** @description 0 待开奖, 1 红, 2 黑 */
                                result: number;
                                result_text: string;
                                summary: string;
                                title: string;
                                views: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/expert-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                article_count: number;
                                description: string;
                                icon: string;
                                id: number;
                                name: string;
                                sort: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/expert-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                article_count: number;
                                description: string;
                                icon: string;
                                id: number;
                                name: string;
                                sort: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/expert-categories/{id}/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    badge: string;
                                    category_id: number;
                                    category_name: string;
                                    expert: {
                                        avatar: string;
                                        id: number;
                                        name: string;
                                        /** @description e.g. 近10中8; empty before the first settled article */
                                        recent_label: string;
                                        /** @description 红 in a row, newest first */
                                        streak: number;
                                        title: string;
                                        /** @description percent with one decimal, e.g. "66.7" */
                                        win_rate: string;
                                    };
                                    favorites: number;
                                    id: number;
                                    /** @description 1 hot, 0 not */
                                    is_hot: number;
                                    /** @description 1 recommended, 0 not */
                                    is_recommended: number;
                                    likes: number;
                                    match_info: string;
                                    /** @description ISO 8601 UTC time */
                                    match_time: string | null;
                                    /** @description ISO 8601 UTC time */
                                    published_at: string;
                                    /** @description 0 待开奖, 1 红, 2 黑 */
                                    result: number;
                                    result_text: string;
                                    summary: string;
                                    title: string;
                                    views: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/experts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    category_id?: number;
                    is_hot?: number;
                    keyword?: string;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    article_count: number;
                                    avatar: string;
                                    category_id: number;
                                    category_name: string;
                                    followers: number;
                                    hits: number;
                                    id: number;
                                    intro: string;
                                    /** @description 1 hot, 0 not */
                                    is_hot: number;
                                    misses: number;
                                    name: string;
                                    /** @description e.g. 近10中8; empty before the first settled article */
                                    recent_label: string;
                                    /** @description 红 in a row, newest first */
                                    streak: number;
                                    title: string;
                                    /** @description percent with one decimal, e.g. "66.7" */
                                    win_rate: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/experts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                article_count: number;
                                avatar: string;
                                category_id: number;
                                category_name: string;
                                followers: number;
                                hits: number;
                                id: number;
                                intro: string;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                misses: number;
                                name: string;
                                /** @description e.g. 近10中8; empty before the first settled article */
                                recent_label: string;
                                /** @description 红 in a row, newest first */
                                streak: number;
                                title: string;
                                /** @description percent with one decimal, e.g. "66.7" */
                                win_rate: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/experts/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                article_count: number;
                                expert_id: number;
                                hits: number;
                                misses: number;
                                pending: number;
                                /** @description latest settled results, newest first: 1 红, 2 黑 */
                                recent: number[];
                                /** @description e.g. 近10中8; empty before the first settled article */
                                recent_label: string;
                                settled: number;
                                /** @description 红 in a row, newest first */
                                streak: number;
                                total_likes: number;
                                total_views: number;
                                /** @description percent with one decimal, e.g. "66.7" */
                                win_rate: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/football/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    league_id?: number;
                    page?: number;
                    per_page?: number;
                    play?: string;
                    single?: number;
                    sport_type?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    away_score: number | null;
                                    away_team: string;
                                    away_team_id: number;
                                    /** @description bets are taken until kick-off */
                                    can_bet: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    home_team_id: number;
                                    id: number;
                                    league_id: number;
                                    league_name: string;
                                    match_no: string;
                                    minute: number;
                                    /** @description the asked play's odds (the sport's first play by default) */
                                    odds: {
                                        /** @description the handicap or total line; empty for plays without one */
                                        line: string;
                                        max_passes: number;
                                        name: string;
                                        options: {
                                            name: string;
                                            odds: string;
                                            option: string;
                                        }[];
                                        play: string;
                                        /** @description offered for singles (单关); otherwise bet in 串关 only */
                                        single: boolean;
                                    } | null;
                                    play_count: number;
                                    sport_name: string;
                                    sport_type: number;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                    /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/football/odds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    betType?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                can_bet: boolean;
                                match_id: number;
                                plays: {
                                    /** @description the handicap or total line; empty for plays without one */
                                    line: string;
                                    max_passes: number;
                                    name: string;
                                    options: {
                                        name: string;
                                        odds: string;
                                        option: string;
                                    }[];
                                    play: string;
                                    /** @description offered for singles (单关); otherwise bet in 串关 only */
                                    single: boolean;
                                }[];
                                sport_type: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 找回密码：向已注册的手机号发送验证码（与注册相同的发送频率限制；未注册的手机号得到同样的回答） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                demo_code?: string;
                                expires_in: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 游戏记录（本人），按平台与北京时间日期（YYYY-MM-DD，含首尾）筛选，分页 */
        get: {
            parameters: {
                query?: {
                    end_date?: string;
                    page?: number;
                    per_page?: number;
                    platform_code?: string;
                    start_date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description platform wallet after the win */
                                    balance_after: string;
                                    /** @description platform wallet before the stake */
                                    balance_before: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    bet: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    game_id: number;
                                    game_name: string;
                                    /** @enum {string} */
                                    game_type: "slot" | "chess" | "live" | "fish" | "lottery";
                                    game_type_name: string;
                                    id: number;
                                    platform_code: string;
                                    platform_name: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    profit: string;
                                    round_no: string;
                                    /** @description 1 settled (rounds settle instantly) */
                                    status: number;
                                    status_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    win: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game-records/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description platform wallet after the win */
                                balance_after: string;
                                /** @description platform wallet before the stake */
                                balance_before: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                bet: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description 极速骰宝: the three dice */
                                dice?: number[];
                                game_id: number;
                                game_name: string;
                                /** @enum {string} */
                                game_type: "slot" | "chess" | "live" | "fish" | "lottery";
                                game_type_name: string;
                                id: number;
                                lines: {
                                    count: number;
                                    line: number;
                                    symbol: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    win: string;
                                }[];
                                /** @description 极速骰宝: big | small | odd | even */
                                pick?: string;
                                platform_code: string;
                                platform_name: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                profit: string;
                                /** @description slots: rows top to bottom, symbol codes left to right */
                                reels: string[][];
                                round_no: string;
                                /** @description 1 settled (rounds settle instantly) */
                                status: number;
                                status_text: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                win: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game-records/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    end_date?: string;
                    platform_code?: string;
                    start_date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                bet_total: string;
                                by_platform: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    bet_total: string;
                                    count: number;
                                    platform_code: string;
                                    platform_name: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    profit_total: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    win_total: string;
                                }[];
                                count: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                profit_total: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                win_total: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/demo-slot/spin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 演示老虎机旋转一次（服务端加密随机数决定结果）；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bet: string | number;
                        session_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                balance: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                bet: string;
                                lines: {
                                    count: number;
                                    line: number;
                                    multiple: number;
                                    /** @enum {string} */
                                    symbol: "wild" | "seven" | "bar" | "bell" | "melon" | "grape" | "orange" | "cherry";
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    win: string;
                                }[];
                                /** @description rows[row][reel] */
                                reels: ("wild" | "seven" | "bar" | "bell" | "melon" | "grape" | "orange" | "cherry")[][];
                                repeated: boolean;
                                round_no: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                win: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/demo-slot/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 演示老虎机：余额、注额、赔付表 */
        get: {
            parameters: {
                query: {
                    session_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description the platform wallet the game plays from */
                                balance: string;
                                /** @description the stakes the game offers */
                                bets: string[];
                                /** @description ISO 8601 UTC time */
                                expires_at: string;
                                game_name: string;
                                /** @description paylines the stake is split over */
                                lines: number;
                                paytable: {
                                    /** @description multiples of the line bet for 3, 4 and 5 in a row */
                                    readonly pays: number[];
                                    /** @enum {string} */
                                    symbol: "wild" | "seven" | "bar" | "bell" | "melon" | "grape" | "orange" | "cherry";
                                }[];
                                platform_name: string;
                                readonly symbols: ("wild" | "seven" | "bar" | "bell" | "melon" | "grape" | "orange" | "cherry")[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/enter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 进入游戏：返回 game_url、timestamp、session_id */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gameId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                game_id: number;
                                game_name: string;
                                game_url: string;
                                /** @description the platform wallet at entry */
                                platform_balance: string;
                                platform_code: string;
                                session_id: string;
                                /** @description Unix milliseconds when the session was opened */
                                timestamp: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    platform_code?: string;
                    type?: "slot" | "chess" | "live" | "fish" | "lottery";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                color_from: string;
                                color_to: string;
                                glyph: string;
                                hot: boolean;
                                id: number;
                                name: string;
                                platform_code: string;
                                platform_name: string;
                                playable: boolean;
                                /** @enum {string} */
                                type: "slot" | "chess" | "live" | "fish" | "lottery";
                                type_name: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/lottery/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 凭 lottery_token 进入彩票平台游戏 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gameId: number;
                        lottery_token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                game_id: number;
                                game_name: string;
                                game_url: string;
                                /** @description the platform wallet at entry */
                                platform_balance: string;
                                platform_code: string;
                                session_id: string;
                                /** @description Unix milliseconds when the session was opened */
                                timestamp: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/lottery/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description main wallet */
                                balance: string;
                                /** @description sum of the wallets listed */
                                platform_total: string;
                                wallets: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    balance: string;
                                    platform_code: string;
                                    platform_name: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/lottery/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                color_from: string;
                                color_to: string;
                                glyph: string;
                                hot: boolean;
                                id: number;
                                name: string;
                                platform_code: string;
                                platform_name: string;
                                playable: boolean;
                                /** @enum {string} */
                                type: "slot" | "chess" | "live" | "fish" | "lottery";
                                type_name: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/lottery/transfer-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description total moved; "0.00" when there was nothing to move */
                                amount: string;
                                /** @description main wallet after the transfer */
                                balance: string;
                                /** @description true when the Idempotency-Key had already moved this money */
                                repeated: boolean;
                                /** @enum {string} */
                                type: "in" | "out";
                                wallets: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    balance: string;
                                    platform_code: string;
                                    platform_name: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/lottery/transfer-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 彩票平台转出到主钱包；amount 为 0 或省略时转出全部 */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        amount?: 0 | "0" | (string | number);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description total moved; "0.00" when there was nothing to move */
                                amount: string;
                                /** @description main wallet after the transfer */
                                balance: string;
                                /** @description true when the Idempotency-Key had already moved this money */
                                repeated: boolean;
                                /** @enum {string} */
                                type: "in" | "out";
                                wallets: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    balance: string;
                                    platform_code: string;
                                    platform_name: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/ng/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description main wallet */
                                balance: string;
                                /** @description sum of the wallets listed */
                                platform_total: string;
                                wallets: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    balance: string;
                                    platform_code: string;
                                    platform_name: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/ng/enter-game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 进入NG平台游戏（受 disable_nggame 限制） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gameId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                game_id: number;
                                game_name: string;
                                game_url: string;
                                /** @description the platform wallet at entry */
                                platform_balance: string;
                                platform_code: string;
                                session_id: string;
                                /** @description Unix milliseconds when the session was opened */
                                timestamp: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/ng/game-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    platform_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                color_from: string;
                                color_to: string;
                                glyph: string;
                                hot: boolean;
                                id: number;
                                name: string;
                                platform_code: string;
                                platform_name: string;
                                playable: boolean;
                                /** @enum {string} */
                                type: "slot" | "chess" | "live" | "fish" | "lottery";
                                type_name: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/ng/game-list-by-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    game_type: "slot" | "chess" | "live" | "fish" | "lottery";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                color_from: string;
                                color_to: string;
                                glyph: string;
                                hot: boolean;
                                id: number;
                                name: string;
                                platform_code: string;
                                platform_name: string;
                                playable: boolean;
                                /** @enum {string} */
                                type: "slot" | "chess" | "live" | "fish" | "lottery";
                                type_name: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/ng/game-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 游戏记录（本人），按平台与北京时间日期（YYYY-MM-DD，含首尾）筛选，分页 */
        get: {
            parameters: {
                query?: {
                    end_date?: string;
                    page?: number;
                    per_page?: number;
                    platform_code?: string;
                    start_date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description platform wallet after the win */
                                    balance_after: string;
                                    /** @description platform wallet before the stake */
                                    balance_before: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    bet: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    game_id: number;
                                    game_name: string;
                                    /** @enum {string} */
                                    game_type: "slot" | "chess" | "live" | "fish" | "lottery";
                                    game_type_name: string;
                                    id: number;
                                    platform_code: string;
                                    platform_name: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    profit: string;
                                    round_no: string;
                                    /** @description 1 settled (rounds settle instantly) */
                                    status: number;
                                    status_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    win: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/ng/game-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                code: "slot" | "chess" | "live" | "fish" | "lottery";
                                name: string;
                                platform_count: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/ng/platforms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                color_from: string;
                                color_to: string;
                                glyph: string;
                                id: number;
                                /** @description reached through the NG aggregator: disable_nggame applies */
                                is_ng: boolean;
                                name: string;
                                /** @description only platforms with a real game behind them can be entered */
                                playable: boolean;
                                /** @description 1 open, 0 under maintenance */
                                status: number;
                                /** @enum {string} */
                                type: "slot" | "chess" | "live" | "fish" | "lottery";
                                type_name: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/ng/platforms-by-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    game_type: "slot" | "chess" | "live" | "fish" | "lottery";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                color_from: string;
                                color_to: string;
                                glyph: string;
                                id: number;
                                /** @description reached through the NG aggregator: disable_nggame applies */
                                is_ng: boolean;
                                name: string;
                                /** @description only platforms with a real game behind them can be entered */
                                playable: boolean;
                                /** @description 1 open, 0 under maintenance */
                                status: number;
                                /** @enum {string} */
                                type: "slot" | "chess" | "live" | "fish" | "lottery";
                                type_name: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/ng/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 主钱包与平台钱包互转：type in|out，amount 元；out 且 amount 为 0 时转出全部（未指定平台则转出所有平台）；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                        platform_code?: string;
                        /** @enum {string} */
                        type: "in" | "out";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description total moved; "0.00" when there was nothing to move */
                                amount: string;
                                /** @description main wallet after the transfer */
                                balance: string;
                                /** @description true when the Idempotency-Key had already moved this money */
                                repeated: boolean;
                                /** @enum {string} */
                                type: "in" | "out";
                                wallets: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    balance: string;
                                    platform_code: string;
                                    platform_name: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/quick-dice/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 极速骰宝开一局（服务端加密随机数掷骰）；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bet: string | number;
                        /** @enum {string} */
                        pick: "big" | "small" | "odd" | "even";
                        session_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                balance: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                bet: string;
                                dice: (number)[];
                                /** @enum {string} */
                                pick: "big" | "small" | "odd" | "even";
                                repeated: boolean;
                                round_no: string;
                                sum: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                win: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/game/quick-dice/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 极速骰宝：余额、注额、玩法 */
        get: {
            parameters: {
                query: {
                    session_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description the platform wallet the game plays from */
                                balance: string;
                                /** @description the stakes the game offers */
                                bets: string[];
                                /** @description ISO 8601 UTC time */
                                expires_at: string;
                                game_name: string;
                                /** @description what a winning pick returns per 1 staked */
                                payout: string;
                                picks: {
                                    /** @enum {string} */
                                    code: "big" | "small" | "odd" | "even";
                                    name: string;
                                }[];
                                platform_name: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 运营上传的图片（轮播图）；内容不变，可长期缓存 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 图片文件（PNG、JPEG 或 WebP） */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/*": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inplay/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 进行中比赛的滚球盘口状态（open=false 为暂停，reason 为原因）与投注确认延迟秒数 */
        get: {
            parameters: {
                query?: {
                    match_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                bet_delay_seconds: number;
                                markets: {
                                    match_id: number;
                                    open: boolean;
                                    reason: string | null;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inplay/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 滚球投注（单关或2串1）：请求保持到投注确认延迟结束（inplay_bet_delay_seconds，默认5秒），届时盘口开放且赔率符合 odds_policy 才接受并扣款；否则 422（盘口暂停）或 409（赔率变化，data.changes），不扣款；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: number;
                        /** @default [] */
                        combos?: string[];
                        /** @enum {string} */
                        mode: "single" | "mixed";
                        multiple: number;
                        /** @enum {string} */
                        odds_policy?: "none" | "higher" | "any";
                        /** @description 奖金优化 of a 串关 (multiple must then be 1) */
                        optimization?: {
                            sub_bets: {
                                multiple: number;
                                /** @description indexes into selections */
                                picks: number[];
                            }[];
                            /** @description total stake in yuan: Σ multiples × amount */
                            total: number;
                        };
                        selections: {
                            /** @description 胆 (banker) of a 串关 */
                            banker?: boolean;
                            match_id: number;
                            odds: string;
                            option: string;
                            play: string;
                        }[];
                        /** @enum {string} */
                        sport: "football" | "basketball";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                bet_count: number;
                                id: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                max_prize: string;
                                order_no: string;
                                /** @description true when the Idempotency-Key had already placed this order */
                                repeated: boolean;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                changes: {
                                    match_id: number;
                                    new_odds: string;
                                    old_odds: string;
                                    option: string;
                                    play: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {string|null} */
                            data: null;
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/agent-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                agent_code: string;
                                application: {
                                    contact: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    real_name: string;
                                    reason: string;
                                    reject_reason: string;
                                    /** @description ISO 8601 UTC time */
                                    reviewed_at: string | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    status_text: string;
                                } | null;
                                can_apply: boolean;
                                is_agent: number;
                                /** @enum {string} */
                                status: "none" | "pending" | "approved" | "rejected" | "cancelled";
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/apply-agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contact: string;
                        real_name: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                contact: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                real_name: string;
                                reason: string;
                                reject_reason: string;
                                /** @description ISO 8601 UTC time */
                                reviewed_at: string | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                status_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/generate-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                invite_code: string;
                                invite_link: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                deposited_count: number;
                                invite_code: string;
                                invite_link: string;
                                invited_count: number;
                                today_count: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total_reward: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/ranking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    period?: "all" | "month";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    invited_count: number;
                                    is_me: number;
                                    rank: number;
                                    /** @description masked, except the viewer's own */
                                    username: string;
                                }[];
                                my_count: number;
                                my_rank: number | null;
                                /** @enum {string} */
                                period: "all" | "month";
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description 1 when the friend has deposited at least once */
                                    has_deposited: number;
                                    id: number;
                                    /** @description ISO 8601 UTC time */
                                    registered_at: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    reward: string;
                                    /** @description masked: ab***9 */
                                    username: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invite_code: string;
                        password: string;
                        password_confirmation: string;
                        phone?: string;
                        sms_code?: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                token: string;
                                userinfo: {
                                    avatar: string;
                                    balance: string;
                                    codingvolume: string;
                                    created_at: string;
                                    disable_game: number;
                                    disable_nggame: number;
                                    disable_withdraw: number;
                                    email: string;
                                    enabled: number;
                                    has_payment_password: number;
                                    id: number;
                                    invite_code: string;
                                    is_agent: number;
                                    is_black: number;
                                    is_mock: number;
                                    is_online: number;
                                    lottery_token: string | null;
                                    nickname: string;
                                    paysum: string;
                                    phone: string;
                                    total_withdraw: string;
                                    totalgame: string;
                                    username: string;
                                    vip_level: number;
                                };
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /** @description masked */
                                    invitee: string;
                                    rule: string;
                                    rule_name: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total_amount: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                lines: string[];
                                rules: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    key: string;
                                    name: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    threshold?: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                deposit_reward: string;
                                deposited_count: number;
                                invited_count: number;
                                month_count: number;
                                qualified_count: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                register_reward: string;
                                reward_count: number;
                                today_count: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total_reward: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                invite_code: string;
                                url: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invite_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                inviter: string;
                                valid: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/validate-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description masked; empty when invalid */
                                inviter: string;
                                valid: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leagues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sport_type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    country: string;
                                    id: number;
                                    /** @description open and live matches */
                                    match_count: number;
                                    name: string;
                                    sport_type: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leagues-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    sport_type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                country: string;
                                id: number;
                                /** @description open and live matches */
                                match_count: number;
                                name: string;
                                sport_type: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/bet/batch-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 批量撤单：可撤的注单全部撤销并退款，其余在 failed 中说明原因；已撤销的注单按已撤单回答（refund 含其投注额，不再退款），重试得到同样的回答 */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bet_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                cancelled: number[];
                                failed: {
                                    bet_id: number;
                                    message: string;
                                }[];
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                refund: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/bet/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 撤单：仅本人、仅封盘前，投注金额退回余额 */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bet_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bet_no: string;
                                can_cancel: boolean;
                                /** @description ISO 8601 UTC time */
                                cancelled_at: string | null;
                                /** @description ISO 8601 UTC time */
                                close_time: string | null;
                                codes: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                expect: string;
                                group_name: string;
                                id: number;
                                item_count: number;
                                lottery_id: number;
                                lottery_name: string;
                                multiple: number;
                                open_code: string | null;
                                play_id: string;
                                play_name: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                refund: string;
                                /** @description ISO 8601 UTC time */
                                settled_at: string | null;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                                /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已撤单 */
                                status: number;
                                status_text: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                win_amount: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/bet/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 投注当前期：amount 元/注，multiple 倍，codes 为投注号码（位与位用 | 分隔，号码用 , 分隔）；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                        codes: string;
                        expect?: string;
                        lottery_id: number;
                        multiple: number;
                        play_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bet_no: string;
                                can_cancel: boolean;
                                /** @description ISO 8601 UTC time */
                                cancelled_at: string | null;
                                /** @description ISO 8601 UTC time */
                                close_time: string | null;
                                codes: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                expect: string;
                                group_name: string;
                                id: number;
                                item_count: number;
                                lottery_id: number;
                                lottery_name: string;
                                multiple: number;
                                open_code: string | null;
                                play_id: string;
                                play_name: string;
                                /** @description true when the Idempotency-Key had already placed it */
                                repeated: boolean;
                                /** @description ISO 8601 UTC time */
                                settled_at: string | null;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                                /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已撤单 */
                                status: number;
                                status_text: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                win_amount: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/bet/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    bet_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bet_no: string;
                                can_cancel: boolean;
                                /** @description ISO 8601 UTC time */
                                cancelled_at: string | null;
                                /** @description ISO 8601 UTC time */
                                close_time: string | null;
                                codes: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                expect: string;
                                group_name: string;
                                id: number;
                                item_count: number;
                                lottery_id: number;
                                lottery_name: string;
                                multiple: number;
                                open_code: string | null;
                                play_id: string;
                                play_name: string;
                                /** @description ISO 8601 UTC time */
                                settled_at: string | null;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                                /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已撤单 */
                                status: number;
                                status_text: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                win_amount: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/bet/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    expect?: string;
                    lottery_id?: number;
                    page?: number;
                    per_page?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_no: string;
                                    can_cancel: boolean;
                                    /** @description ISO 8601 UTC time */
                                    cancelled_at: string | null;
                                    /** @description ISO 8601 UTC time */
                                    close_time: string | null;
                                    codes: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    expect: string;
                                    group_name: string;
                                    id: number;
                                    item_count: number;
                                    lottery_id: number;
                                    lottery_name: string;
                                    multiple: number;
                                    open_code: string | null;
                                    play_id: string;
                                    play_name: string;
                                    /** @description ISO 8601 UTC time */
                                    settled_at: string | null;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                    /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已撤单 */
                                    status: number;
                                    status_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    win_amount: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/bet/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    lottery_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                bet_count: number;
                                cancelled_count: number;
                                lost_count: number;
                                pending_count: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                pending_stake: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                profit: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total_stake: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total_win: string;
                                won_count: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/bet/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 走势：最近 limit 期各位号码与遗漏 */
        get: {
            parameters: {
                query: {
                    limit?: number;
                    lottery_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                lottery_id: number;
                                positions: {
                                    appear: number[];
                                    average_missing: number[];
                                    current_missing: number[];
                                    label: string;
                                    max_missing: number[];
                                    rows: {
                                        expect: string;
                                        hit: number;
                                        missing: number[];
                                    }[];
                                    values: number[];
                                }[];
                                sums: {
                                    expect: string;
                                    sum: number;
                                }[];
                                type: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/lottery/current-expect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 当前可投注期号与封盘倒计时 */
        get: {
            parameters: {
                query: {
                    lottery_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                close_time: string;
                                expect: string;
                                interval_seconds: number;
                                last_open_code: {
                                    /** @description ISO 8601 UTC time */
                                    close_time: string;
                                    /** @description ISO 8601 UTC time */
                                    drawn_at: string | null;
                                    expect: string;
                                    lottery_id: number;
                                    numbers: number[];
                                    open_code: string | null;
                                    /** @description ISO 8601 UTC time */
                                    open_time: string;
                                    /** @enum {string} */
                                    status: "drawn" | "waiting";
                                    sum: number;
                                } | null;
                                lottery_id: number;
                                lottery_name: string;
                                /** @description ISO 8601 UTC time */
                                open_time: string;
                                remaining_seconds: number;
                                /** @description ISO 8601 UTC time */
                                server_time: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/lottery/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    lottery_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                close_time: string;
                                code: string;
                                current_expect: string;
                                id: number;
                                interval_seconds: number;
                                is_hot: number;
                                latest_open_code: {
                                    /** @description ISO 8601 UTC time */
                                    close_time: string;
                                    /** @description ISO 8601 UTC time */
                                    drawn_at: string | null;
                                    expect: string;
                                    lottery_id: number;
                                    numbers: number[];
                                    open_code: string | null;
                                    /** @description ISO 8601 UTC time */
                                    open_time: string;
                                    /** @enum {string} */
                                    status: "drawn" | "waiting";
                                    sum: number;
                                } | null;
                                name: string;
                                play_groups: {
                                    group: string;
                                    name: string;
                                    play_count: number;
                                }[];
                                remaining_seconds: number;
                                sort: number;
                                type: string;
                                type_name: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/lottery/history-open-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 历史开奖号码（新到旧） */
        get: {
            parameters: {
                query: {
                    lottery_id: number;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description ISO 8601 UTC time */
                                    close_time: string;
                                    /** @description ISO 8601 UTC time */
                                    drawn_at: string | null;
                                    expect: string;
                                    lottery_id: number;
                                    numbers: number[];
                                    open_code: string | null;
                                    /** @description ISO 8601 UTC time */
                                    open_time: string;
                                    /** @enum {string} */
                                    status: "drawn" | "waiting";
                                    sum: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/lottery/latest-open-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 最新一期开奖号码 */
        get: {
            parameters: {
                query: {
                    lottery_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                close_time: string;
                                /** @description ISO 8601 UTC time */
                                drawn_at: string | null;
                                expect: string;
                                lottery_id: number;
                                numbers: number[];
                                open_code: string | null;
                                /** @description ISO 8601 UTC time */
                                open_time: string;
                                /** @enum {string} */
                                status: "drawn" | "waiting";
                                sum: number;
                            } | null;
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/lottery/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 彩种列表；only_hot=1 只返回热门 */
        get: {
            parameters: {
                query?: {
                    only_hot?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                groups: {
                                    list: {
                                        /** @description ISO 8601 UTC time */
                                        close_time: string;
                                        code: string;
                                        current_expect: string;
                                        id: number;
                                        interval_seconds: number;
                                        is_hot: number;
                                        latest_open_code: {
                                            /** @description ISO 8601 UTC time */
                                            close_time: string;
                                            /** @description ISO 8601 UTC time */
                                            drawn_at: string | null;
                                            expect: string;
                                            lottery_id: number;
                                            numbers: number[];
                                            open_code: string | null;
                                            /** @description ISO 8601 UTC time */
                                            open_time: string;
                                            /** @enum {string} */
                                            status: "drawn" | "waiting";
                                            sum: number;
                                        } | null;
                                        name: string;
                                        remaining_seconds: number;
                                        sort: number;
                                        type: string;
                                        type_name: string;
                                    }[];
                                    type: string;
                                    type_name: string;
                                }[];
                                list: {
                                    /** @description ISO 8601 UTC time */
                                    close_time: string;
                                    code: string;
                                    current_expect: string;
                                    id: number;
                                    interval_seconds: number;
                                    is_hot: number;
                                    latest_open_code: {
                                        /** @description ISO 8601 UTC time */
                                        close_time: string;
                                        /** @description ISO 8601 UTC time */
                                        drawn_at: string | null;
                                        expect: string;
                                        lottery_id: number;
                                        numbers: number[];
                                        open_code: string | null;
                                        /** @description ISO 8601 UTC time */
                                        open_time: string;
                                        /** @enum {string} */
                                        status: "drawn" | "waiting";
                                        sum: number;
                                    } | null;
                                    name: string;
                                    remaining_seconds: number;
                                    sort: number;
                                    type: string;
                                    type_name: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/lottery/open-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 某一期的开奖号码 */
        get: {
            parameters: {
                query: {
                    expect: string;
                    lottery_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                close_time: string;
                                /** @description ISO 8601 UTC time */
                                drawn_at: string | null;
                                expect: string;
                                lottery_id: number;
                                numbers: number[];
                                open_code: string | null;
                                /** @description ISO 8601 UTC time */
                                open_time: string;
                                /** @enum {string} */
                                status: "drawn" | "waiting";
                                sum: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/lottery/settlement-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 某期（默认最新开奖期）的结算统计；登录时含本人部分（mine） */
        get: {
            parameters: {
                query: {
                    expect?: string;
                    lottery_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                bet_count: number;
                                /** @description ISO 8601 UTC time */
                                close_time: string;
                                /** @description ISO 8601 UTC time */
                                drawn_at: string | null;
                                expect: string;
                                lottery_id: number;
                                /** @description the signed-in player's part; null when anonymous */
                                mine: {
                                    bet_count: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                    win_count: number;
                                } | null;
                                numbers: number[];
                                open_code: string | null;
                                /** @description ISO 8601 UTC time */
                                open_time: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                payout: string;
                                settled: boolean;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                                /** @enum {string} */
                                status: "drawn" | "waiting";
                                sum: number;
                                win_count: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/play/calculate-item-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 计算注数；给出 amount（元/注）与 multiple 时同时计算投注金额 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: string | number;
                        codes: string;
                        multiple?: number;
                        play_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                item_count: number;
                                message: string;
                                play_id: string;
                                /** @description amount × items × multiple when amount was given and the codes are valid */
                                stake: string | null;
                                valid: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/play/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    play_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                group: string;
                                group_name: string;
                                name: string;
                                /** @description what a ticket must pick, in words */
                                needs: string;
                                odds: string;
                                play_id: string;
                                rows: {
                                    label: string;
                                    options: {
                                        code: string;
                                        name: string;
                                        odds: string;
                                    }[];
                                }[];
                                rule: string;
                                type: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/play/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 彩种的玩法分组与赔率 */
        get: {
            parameters: {
                query: {
                    lottery_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                groups: {
                                    group: string;
                                    name: string;
                                    plays: {
                                        group: string;
                                        group_name: string;
                                        name: string;
                                        /** @description what a ticket must pick, in words */
                                        needs: string;
                                        odds: string;
                                        play_id: string;
                                        rows: {
                                            label: string;
                                            options: {
                                                code: string;
                                                name: string;
                                                odds: string;
                                            }[];
                                        }[];
                                        rule: string;
                                    }[];
                                }[];
                                lottery_id: number;
                                type: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/liujiu/play/validate-bet-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 校验投注号码；返回规范化的号码与注数 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: string | number;
                        codes: string;
                        multiple?: number;
                        play_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description the codes normalised; null when invalid */
                                codes: string | null;
                                item_count: number;
                                message: string;
                                valid: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/live-matches/{id}/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                away_score: number | null;
                                away_team: string;
                                away_team_id: number;
                                /** @description bets are taken until kick-off */
                                can_bet: boolean;
                                half_away_score: number | null;
                                half_home_score: number | null;
                                home_score: number | null;
                                home_team: string;
                                home_team_id: number;
                                id: number;
                                intelligence: string[];
                                league_id: number;
                                league_name: string;
                                match_no: string;
                                minute: number;
                                plays: {
                                    /** @description the handicap or total line; empty for plays without one */
                                    line: string;
                                    max_passes: number;
                                    name: string;
                                    options: {
                                        name: string;
                                        odds: string;
                                        option: string;
                                    }[];
                                    play: string;
                                    /** @description offered for singles (单关); otherwise bet in 串关 only */
                                    single: boolean;
                                }[];
                                sport_name: string;
                                sport_type: number;
                                /** @description ISO 8601 UTC time */
                                start_time: string;
                                /** @description home and away figure per statistic */
                                statistics: {
                                    [key: string]: number[];
                                };
                                /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                status: number;
                                status_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/live-matches/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    league_id?: number;
                    page?: number;
                    per_page?: number;
                    play?: string;
                    single?: number;
                    sport_type?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    away_score: number | null;
                                    away_team: string;
                                    away_team_id: number;
                                    /** @description bets are taken until kick-off */
                                    can_bet: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    home_team_id: number;
                                    id: number;
                                    league_id: number;
                                    league_name: string;
                                    match_no: string;
                                    minute: number;
                                    /** @description the asked play's odds (the sport's first play by default) */
                                    odds: {
                                        /** @description the handicap or total line; empty for plays without one */
                                        line: string;
                                        max_passes: number;
                                        name: string;
                                        options: {
                                            name: string;
                                            odds: string;
                                            option: string;
                                        }[];
                                        play: string;
                                        /** @description offered for singles (单关); otherwise bet in 串关 only */
                                        single: boolean;
                                    } | null;
                                    play_count: number;
                                    sport_name: string;
                                    sport_type: number;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                    /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/live-matches/basketball": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    league_id?: number;
                    page?: number;
                    per_page?: number;
                    play?: string;
                    single?: number;
                    sport_type?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    away_score: number | null;
                                    away_team: string;
                                    away_team_id: number;
                                    /** @description bets are taken until kick-off */
                                    can_bet: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    home_team_id: number;
                                    id: number;
                                    league_id: number;
                                    league_name: string;
                                    match_no: string;
                                    minute: number;
                                    /** @description the asked play's odds (the sport's first play by default) */
                                    odds: {
                                        /** @description the handicap or total line; empty for plays without one */
                                        line: string;
                                        max_passes: number;
                                        name: string;
                                        options: {
                                            name: string;
                                            odds: string;
                                            option: string;
                                        }[];
                                        play: string;
                                        /** @description offered for singles (单关); otherwise bet in 串关 only */
                                        single: boolean;
                                    } | null;
                                    play_count: number;
                                    sport_name: string;
                                    sport_type: number;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                    /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/live-matches/basketball-odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    match_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                away_score: number | null;
                                away_team: string;
                                home_score: number | null;
                                home_team: string;
                                match_id: number;
                                minute: number;
                                plays: {
                                    /** @description the handicap or total line; empty for plays without one */
                                    line: string;
                                    max_passes: number;
                                    name: string;
                                    options: {
                                        name: string;
                                        odds: string;
                                        option: string;
                                    }[];
                                    play: string;
                                    /** @description offered for singles (单关); otherwise bet in 串关 only */
                                    single: boolean;
                                }[];
                                sport_type: number;
                                status: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/live-matches/football": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    league_id?: number;
                    page?: number;
                    per_page?: number;
                    play?: string;
                    single?: number;
                    sport_type?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    away_score: number | null;
                                    away_team: string;
                                    away_team_id: number;
                                    /** @description bets are taken until kick-off */
                                    can_bet: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    home_team_id: number;
                                    id: number;
                                    league_id: number;
                                    league_name: string;
                                    match_no: string;
                                    minute: number;
                                    /** @description the asked play's odds (the sport's first play by default) */
                                    odds: {
                                        /** @description the handicap or total line; empty for plays without one */
                                        line: string;
                                        max_passes: number;
                                        name: string;
                                        options: {
                                            name: string;
                                            odds: string;
                                            option: string;
                                        }[];
                                        play: string;
                                        /** @description offered for singles (单关); otherwise bet in 串关 only */
                                        single: boolean;
                                    } | null;
                                    play_count: number;
                                    sport_name: string;
                                    sport_type: number;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                    /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/live-matches/football-odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    match_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                away_score: number | null;
                                away_team: string;
                                home_score: number | null;
                                home_team: string;
                                match_id: number;
                                minute: number;
                                plays: {
                                    /** @description the handicap or total line; empty for plays without one */
                                    line: string;
                                    max_passes: number;
                                    name: string;
                                    options: {
                                        name: string;
                                        odds: string;
                                        option: string;
                                    }[];
                                    play: string;
                                    /** @description offered for singles (单关); otherwise bet in 串关 only */
                                    single: boolean;
                                }[];
                                sport_type: number;
                                status: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/live-matches/intelligence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    match_id?: number;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @description one match with its items when match_id is given; otherwise a page of every open match */
                            data: {
                                away_score: number | null;
                                away_team: string;
                                away_team_id: number;
                                /** @description bets are taken until kick-off */
                                can_bet: boolean;
                                half_away_score: number | null;
                                half_home_score: number | null;
                                home_score: number | null;
                                home_team: string;
                                home_team_id: number;
                                id: number;
                                items: string[];
                                league_id: number;
                                league_name: string;
                                match_no: string;
                                minute: number;
                                sport_name: string;
                                sport_type: number;
                                /** @description ISO 8601 UTC time */
                                start_time: string;
                                /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                status: number;
                                status_text: string;
                            } | {
                                list: {
                                    away_score: number | null;
                                    away_team: string;
                                    away_team_id: number;
                                    /** @description bets are taken until kick-off */
                                    can_bet: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    home_team_id: number;
                                    id: number;
                                    items: string[];
                                    league_id: number;
                                    league_name: string;
                                    match_no: string;
                                    minute: number;
                                    sport_name: string;
                                    sport_type: number;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                    /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/live-matches/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    league_id?: number;
                    page?: number;
                    per_page?: number;
                    play?: string;
                    single?: number;
                    sport_type?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    away_score: number | null;
                                    away_team: string;
                                    away_team_id: number;
                                    /** @description bets are taken until kick-off */
                                    can_bet: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    home_team_id: number;
                                    id: number;
                                    league_id: number;
                                    league_name: string;
                                    match_no: string;
                                    minute: number;
                                    /** @description the asked play's odds (the sport's first play by default) */
                                    odds: {
                                        /** @description the handicap or total line; empty for plays without one */
                                        line: string;
                                        max_passes: number;
                                        name: string;
                                        options: {
                                            name: string;
                                            odds: string;
                                            option: string;
                                        }[];
                                        play: string;
                                        /** @description offered for singles (单关); otherwise bet in 串关 only */
                                        single: boolean;
                                    } | null;
                                    play_count: number;
                                    sport_name: string;
                                    sport_type: number;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                    /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/live-matches/missing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sport_type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    away_score: number | null;
                                    away_team: string;
                                    away_team_id: number;
                                    /** @description bets are taken until kick-off */
                                    can_bet: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    home_team_id: number;
                                    id: number;
                                    league_id: number;
                                    league_name: string;
                                    match_no: string;
                                    minute: number;
                                    sport_name: string;
                                    sport_type: number;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                    /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/live-matches/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    match_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                away_score: number | null;
                                away_team: string;
                                home_score: number | null;
                                home_team: string;
                                match_id: number;
                                minute: number;
                                plays: {
                                    /** @description the handicap or total line; empty for plays without one */
                                    line: string;
                                    max_passes: number;
                                    name: string;
                                    options: {
                                        name: string;
                                        odds: string;
                                        option: string;
                                    }[];
                                    play: string;
                                    /** @description offered for singles (单关); otherwise bet in 串关 only */
                                    single: boolean;
                                }[];
                                sport_type: number;
                                status: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/live-matches/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                live: {
                                    basketball: number;
                                    football: number;
                                    tennis: number;
                                    total: number;
                                    volleyball: number;
                                };
                                upcoming: {
                                    basketball: number;
                                    football: number;
                                    tennis: number;
                                    total: number;
                                    volleyball: number;
                                };
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 登录：username 填用户名或绑定的手机号 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                token: string;
                                userinfo: {
                                    avatar: string;
                                    balance: string;
                                    codingvolume: string;
                                    created_at: string;
                                    disable_game: number;
                                    disable_nggame: number;
                                    disable_withdraw: number;
                                    email: string;
                                    enabled: number;
                                    has_payment_password: number;
                                    id: number;
                                    invite_code: string;
                                    is_agent: number;
                                    is_black: number;
                                    is_mock: number;
                                    is_online: number;
                                    lottery_token: string | null;
                                    nickname: string;
                                    paysum: string;
                                    phone: string;
                                    total_withdraw: string;
                                    totalgame: string;
                                    username: string;
                                    vip_level: number;
                                };
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {string|null} */
                            data: null;
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    level?: "debug" | "info" | "warn" | "error";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @enum {string} */
                                    category: "app" | "console" | "network";
                                    /** @description what the client attached, null when nothing */
                                    data: unknown;
                                    id: number;
                                    /** @enum {string} */
                                    level: "debug" | "info" | "warn" | "error";
                                    message: string;
                                    platform: string;
                                    system: string;
                                    /** @description when the client logged it */
                                    timestamp: string;
                                    /** @description ISO 8601 UTC time */
                                    uploaded_at: string;
                                    version: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                deleted: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @enum {string} */
                                    category: "app" | "console" | "network";
                                    /** @description what the client attached, null when nothing */
                                    data: unknown;
                                    id: number;
                                    /** @enum {string} */
                                    level: "debug" | "info" | "warn" | "error";
                                    message: string;
                                    platform: string;
                                    system: string;
                                    /** @description when the client logged it */
                                    timestamp: string;
                                    /** @description ISO 8601 UTC time */
                                    uploaded_at: string;
                                    version: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 导出日志为文本文件（非信封） */
        get: {
            parameters: {
                query?: {
                    level?: "debug" | "info" | "warn" | "error";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 日志文本，每行一条，最旧的在前 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/ios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @enum {string} */
                                    category: "app" | "console" | "network";
                                    /** @description what the client attached, null when nothing */
                                    data: unknown;
                                    id: number;
                                    /** @enum {string} */
                                    level: "debug" | "info" | "warn" | "error";
                                    message: string;
                                    platform: string;
                                    system: string;
                                    /** @description when the client logged it */
                                    timestamp: string;
                                    /** @description ISO 8601 UTC time */
                                    uploaded_at: string;
                                    version: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/network": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @enum {string} */
                                    category: "app" | "console" | "network";
                                    /** @description what the client attached, null when nothing */
                                    data: unknown;
                                    id: number;
                                    /** @enum {string} */
                                    level: "debug" | "info" | "warn" | "error";
                                    message: string;
                                    platform: string;
                                    system: string;
                                    /** @description when the client logged it */
                                    timestamp: string;
                                    /** @description ISO 8601 UTC time */
                                    uploaded_at: string;
                                    version: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                by_level: {
                                    debug: number;
                                    error: number;
                                    info: number;
                                    warn: number;
                                };
                                errors: number;
                                ios: number;
                                /** @description ISO 8601 UTC time */
                                last_upload_at: string | null;
                                network: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 上传客户端日志（logs + deviceInfo） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        deviceInfo: {
                            platform: string;
                            system: string;
                            timestamp: number;
                            version: string;
                        };
                        logs: {
                            /**
                             * @default app
                             * @enum {string}
                             */
                            category?: "app" | "console" | "network";
                            data?: unknown;
                            /** @enum {string} */
                            level: "debug" | "info" | "warn" | "error";
                            message: string;
                            timestamp: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                received: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lottery-articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    category_id?: number;
                    keyword?: string;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    author: string;
                                    badge: string;
                                    category_id: number;
                                    category_name: string;
                                    /** @description the draw the article is about, e.g. 2026135期 */
                                    expect: string;
                                    id: number;
                                    /** @description 1 hot, 0 not */
                                    is_hot: number;
                                    /** @description 1 recommended, 0 not */
                                    is_recommended: number;
                                    /** @description ISO 8601 UTC time */
                                    published_at: string;
                                    summary: string;
                                    title: string;
                                    views: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lottery-articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                author: string;
                                badge: string;
                                category_id: number;
                                category_name: string;
                                /** @description sanitized HTML */
                                content: string;
                                /** @description the draw the article is about, e.g. 2026135期 */
                                expect: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                /** @description 1 recommended, 0 not */
                                is_recommended: number;
                                /** @description ISO 8601 UTC time */
                                published_at: string;
                                summary: string;
                                title: string;
                                views: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lottery-articles/hot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                author: string;
                                badge: string;
                                category_id: number;
                                category_name: string;
                                /** @description the draw the article is about, e.g. 2026135期 */
                                expect: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                /** @description 1 recommended, 0 not */
                                is_recommended: number;
                                /** @description ISO 8601 UTC time */
                                published_at: string;
                                summary: string;
                                title: string;
                                views: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lottery-articles/recommended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                author: string;
                                badge: string;
                                category_id: number;
                                category_name: string;
                                /** @description the draw the article is about, e.g. 2026135期 */
                                expect: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                /** @description 1 recommended, 0 not */
                                is_recommended: number;
                                /** @description ISO 8601 UTC time */
                                published_at: string;
                                summary: string;
                                title: string;
                                views: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lottery-articles/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    category_id?: number;
                    keyword: string;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    author: string;
                                    badge: string;
                                    category_id: number;
                                    category_name: string;
                                    /** @description the draw the article is about, e.g. 2026135期 */
                                    expect: string;
                                    id: number;
                                    /** @description 1 hot, 0 not */
                                    is_hot: number;
                                    /** @description 1 recommended, 0 not */
                                    is_recommended: number;
                                    /** @description ISO 8601 UTC time */
                                    published_at: string;
                                    summary: string;
                                    title: string;
                                    views: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lottery-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                article_count: number;
                                icon: string;
                                id: number;
                                name: string;
                                sort: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lottery-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                article_count: number;
                                icon: string;
                                id: number;
                                name: string;
                                sort: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lottery-categories/{id}/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    author: string;
                                    badge: string;
                                    category_id: number;
                                    category_name: string;
                                    /** @description the draw the article is about, e.g. 2026135期 */
                                    expect: string;
                                    id: number;
                                    /** @description 1 hot, 0 not */
                                    is_hot: number;
                                    /** @description 1 recommended, 0 not */
                                    is_recommended: number;
                                    /** @description ISO 8601 UTC time */
                                    published_at: string;
                                    summary: string;
                                    title: string;
                                    views: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lottery/chases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    /** @description 0 进行中, 1 已完成, 2 已停止 */
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    chase_no: string;
                                    codes: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    double_every: number;
                                    /** @description 已追: expects drawn */
                                    drawn_expects: number;
                                    expects: number;
                                    /** @description ISO 8601 UTC time */
                                    finished_at: string | null;
                                    first_expect: string;
                                    id: number;
                                    item_count: number;
                                    lottery_id: number;
                                    lottery_name: string;
                                    min_profit_rate: number;
                                    /** @enum {string} */
                                    mode: "same" | "double" | "profit";
                                    mode_text: string;
                                    placed_expects: number;
                                    play_id: string;
                                    play_name: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    played_stake: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    refunded: string;
                                    start_multiple: number;
                                    /** @description 0 进行中, 1 已完成, 2 已停止 */
                                    status: number;
                                    status_text: string;
                                    stop_on_win: boolean;
                                    /** @enum {string|null} */
                                    stop_reason: "win" | "player" | "restricted" | null;
                                    stop_reason_text: string;
                                    /** @description held at creation */
                                    total_stake: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    win_amount: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description 追号：同一注号码连续投注 expects 期（当前期起），整笔金额一次冻结；每期开盘时自动投注，未投注的期在停止或错过时退回；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description yuan per item (注) */
                        amount: string | number;
                        codes: string;
                        /**
                         * @description 翻倍: double every this many expects
                         * @default 1
                         */
                        double_every?: number;
                        /** @description the first expect the player saw; refused once it has closed */
                        expect?: string;
                        expects: number;
                        lottery_id: number;
                        /**
                         * @description 利润率: minimum profit rate in whole percent
                         * @default 50
                         */
                        min_profit_rate?: number;
                        /**
                         * @description same 同倍, double 翻倍, profit 利润率
                         * @enum {string}
                         */
                        mode: "same" | "double" | "profit";
                        play_id: string;
                        /** @default 1 */
                        start_multiple?: number;
                        /**
                         * @description 中奖后停止 (on by default)
                         * @default true
                         */
                        stop_on_win?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                chase_no: string;
                                codes: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                double_every: number;
                                /** @description 已追: expects drawn */
                                drawn_expects: number;
                                expects: number;
                                /** @description ISO 8601 UTC time */
                                finished_at: string | null;
                                first_expect: string;
                                id: number;
                                item_count: number;
                                lottery_id: number;
                                lottery_name: string;
                                min_profit_rate: number;
                                /** @enum {string} */
                                mode: "same" | "double" | "profit";
                                mode_text: string;
                                placed_expects: number;
                                play_id: string;
                                play_name: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                played_stake: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                refunded: string;
                                /** @description true when the Idempotency-Key had already made it */
                                repeated: boolean;
                                start_multiple: number;
                                /** @description 0 进行中, 1 已完成, 2 已停止 */
                                status: number;
                                status_text: string;
                                stop_on_win: boolean;
                                /** @enum {string|null} */
                                stop_reason: "win" | "player" | "restricted" | null;
                                stop_reason_text: string;
                                /** @description held at creation */
                                total_stake: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                win_amount: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lottery/chases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                chase_no: string;
                                codes: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                double_every: number;
                                /** @description 已追: expects drawn */
                                drawn_expects: number;
                                expects: number;
                                /** @description ISO 8601 UTC time */
                                finished_at: string | null;
                                first_expect: string;
                                id: number;
                                item_count: number;
                                items: {
                                    bet_id: number | null;
                                    bet_no: string | null;
                                    expect: string;
                                    multiple: number;
                                    open_code: string | null;
                                    seq: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                    /** @description 0 待投注, 1 已投注, 2 已开奖, 3 已退款 */
                                    status: number;
                                    status_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    win_amount: string;
                                }[];
                                lottery_id: number;
                                lottery_name: string;
                                min_profit_rate: number;
                                /** @enum {string} */
                                mode: "same" | "double" | "profit";
                                mode_text: string;
                                placed_expects: number;
                                play_id: string;
                                play_name: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                played_stake: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                refunded: string;
                                start_multiple: number;
                                /** @description 0 进行中, 1 已完成, 2 已停止 */
                                status: number;
                                status_text: string;
                                stop_on_win: boolean;
                                /** @enum {string|null} */
                                stop_reason: "win" | "player" | "restricted" | null;
                                stop_reason_text: string;
                                /** @description held at creation */
                                total_stake: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                win_amount: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lottery/chases/{id}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 停止追号：未投注的期数立即退回余额（仅一次）；已投注的期照常开奖。已结束的计划原样返回，refund 为 0 */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                chase_no: string;
                                codes: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                double_every: number;
                                /** @description 已追: expects drawn */
                                drawn_expects: number;
                                expects: number;
                                /** @description ISO 8601 UTC time */
                                finished_at: string | null;
                                first_expect: string;
                                id: number;
                                item_count: number;
                                lottery_id: number;
                                lottery_name: string;
                                min_profit_rate: number;
                                /** @enum {string} */
                                mode: "same" | "double" | "profit";
                                mode_text: string;
                                placed_expects: number;
                                play_id: string;
                                play_name: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                played_stake: string;
                                /** @description refunded by this stop */
                                refund: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                refunded: string;
                                start_multiple: number;
                                /** @description 0 进行中, 1 已完成, 2 已停止 */
                                status: number;
                                status_text: string;
                                stop_on_win: boolean;
                                /** @enum {string|null} */
                                stop_reason: "win" | "player" | "restricted" | null;
                                stop_reason_text: string;
                                /** @description held at creation */
                                total_stake: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                win_amount: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches-list/{id}/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                away_score: number | null;
                                away_team: string;
                                away_team_id: number;
                                /** @description bets are taken until kick-off */
                                can_bet: boolean;
                                half_away_score: number | null;
                                half_home_score: number | null;
                                home_score: number | null;
                                home_team: string;
                                home_team_id: number;
                                id: number;
                                intelligence: string[];
                                league_id: number;
                                league_name: string;
                                match_no: string;
                                minute: number;
                                plays: {
                                    /** @description the handicap or total line; empty for plays without one */
                                    line: string;
                                    max_passes: number;
                                    name: string;
                                    options: {
                                        name: string;
                                        odds: string;
                                        option: string;
                                    }[];
                                    play: string;
                                    /** @description offered for singles (单关); otherwise bet in 串关 only */
                                    single: boolean;
                                }[];
                                sport_name: string;
                                sport_type: number;
                                /** @description ISO 8601 UTC time */
                                start_time: string;
                                /** @description home and away figure per statistic */
                                statistics: {
                                    [key: string]: number[];
                                };
                                /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                status: number;
                                status_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches-list/{id}/plays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                can_bet: boolean;
                                match_id: number;
                                plays: {
                                    /** @description the handicap or total line; empty for plays without one */
                                    line: string;
                                    max_passes: number;
                                    name: string;
                                    options: {
                                        name: string;
                                        odds: string;
                                        option: string;
                                    }[];
                                    play: string;
                                    /** @description offered for singles (单关); otherwise bet in 串关 only */
                                    single: boolean;
                                }[];
                                sport_type: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches-list/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    league_id?: number;
                    page?: number;
                    per_page?: number;
                    play?: string;
                    single?: number;
                    sport_type?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    away_score: number | null;
                                    away_team: string;
                                    away_team_id: number;
                                    /** @description bets are taken until kick-off */
                                    can_bet: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    home_team_id: number;
                                    id: number;
                                    league_id: number;
                                    league_name: string;
                                    match_no: string;
                                    minute: number;
                                    /** @description the asked play's odds (the sport's first play by default) */
                                    odds: {
                                        /** @description the handicap or total line; empty for plays without one */
                                        line: string;
                                        max_passes: number;
                                        name: string;
                                        options: {
                                            name: string;
                                            odds: string;
                                            option: string;
                                        }[];
                                        play: string;
                                        /** @description offered for singles (单关); otherwise bet in 串关 only */
                                        single: boolean;
                                    } | null;
                                    play_count: number;
                                    sport_name: string;
                                    sport_type: number;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                    /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches-list/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    league_id?: number;
                    page?: number;
                    per_page?: number;
                    play?: string;
                    single?: number;
                    sport_type?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    away_score: number | null;
                                    away_team: string;
                                    away_team_id: number;
                                    /** @description bets are taken until kick-off */
                                    can_bet: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    home_team_id: number;
                                    id: number;
                                    league_id: number;
                                    league_name: string;
                                    match_no: string;
                                    minute: number;
                                    /** @description the asked play's odds (the sport's first play by default) */
                                    odds: {
                                        /** @description the handicap or total line; empty for plays without one */
                                        line: string;
                                        max_passes: number;
                                        name: string;
                                        options: {
                                            name: string;
                                            odds: string;
                                            option: string;
                                        }[];
                                        play: string;
                                        /** @description offered for singles (单关); otherwise bet in 串关 only */
                                        single: boolean;
                                    } | null;
                                    play_count: number;
                                    sport_name: string;
                                    sport_type: number;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                    /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches-list/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    sport_type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                cancelled: number;
                                finished: number;
                                leagues: {
                                    count: number;
                                    league_id: number;
                                    league_name: string;
                                }[];
                                live: number;
                                not_started: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches/{id}/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                away_score: number | null;
                                away_team: string;
                                away_team_id: number;
                                /** @description bets are taken until kick-off */
                                can_bet: boolean;
                                half_away_score: number | null;
                                half_home_score: number | null;
                                home_score: number | null;
                                home_team: string;
                                home_team_id: number;
                                id: number;
                                intelligence: string[];
                                league_id: number;
                                league_name: string;
                                match_no: string;
                                minute: number;
                                plays: {
                                    /** @description the handicap or total line; empty for plays without one */
                                    line: string;
                                    max_passes: number;
                                    name: string;
                                    options: {
                                        name: string;
                                        odds: string;
                                        option: string;
                                    }[];
                                    play: string;
                                    /** @description offered for singles (单关); otherwise bet in 串关 only */
                                    single: boolean;
                                }[];
                                sport_name: string;
                                sport_type: number;
                                /** @description ISO 8601 UTC time */
                                start_time: string;
                                /** @description home and away figure per statistic */
                                statistics: {
                                    [key: string]: number[];
                                };
                                /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                status: number;
                                status_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches/{id}/plays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                can_bet: boolean;
                                match_id: number;
                                plays: {
                                    /** @description the handicap or total line; empty for plays without one */
                                    line: string;
                                    max_passes: number;
                                    name: string;
                                    options: {
                                        name: string;
                                        odds: string;
                                        option: string;
                                    }[];
                                    play: string;
                                    /** @description offered for singles (单关); otherwise bet in 串关 only */
                                    single: boolean;
                                }[];
                                sport_type: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    league_id?: number;
                    page?: number;
                    per_page?: number;
                    play?: string;
                    single?: number;
                    sport_type?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    away_score: number | null;
                                    away_team: string;
                                    away_team_id: number;
                                    /** @description bets are taken until kick-off */
                                    can_bet: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    home_team_id: number;
                                    id: number;
                                    league_id: number;
                                    league_name: string;
                                    match_no: string;
                                    minute: number;
                                    /** @description the asked play's odds (the sport's first play by default) */
                                    odds: {
                                        /** @description the handicap or total line; empty for plays without one */
                                        line: string;
                                        max_passes: number;
                                        name: string;
                                        options: {
                                            name: string;
                                            odds: string;
                                            option: string;
                                        }[];
                                        play: string;
                                        /** @description offered for singles (单关); otherwise bet in 串关 only */
                                        single: boolean;
                                    } | null;
                                    play_count: number;
                                    sport_name: string;
                                    sport_type: number;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                    /** @description 0 未开赛, 1 进行中, 2 已完场, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    sport_type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                cancelled: number;
                                finished: number;
                                leagues: {
                                    count: number;
                                    league_id: number;
                                    league_name: string;
                                }[];
                                live: number;
                                not_started: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                avatar: string;
                                balance: string;
                                codingvolume: string;
                                created_at: string;
                                disable_game: number;
                                disable_nggame: number;
                                disable_withdraw: number;
                                email: string;
                                enabled: number;
                                has_payment_password: number;
                                id: number;
                                invite_code: string;
                                is_agent: number;
                                is_black: number;
                                is_mock: number;
                                is_online: number;
                                lottery_token: string | null;
                                nickname: string;
                                paysum: string;
                                phone: string;
                                total_withdraw: string;
                                totalgame: string;
                                username: string;
                                vip_level: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    type?: "system" | "activity" | "finance" | "notice";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    content: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /** @description 1 read, 0 unread */
                                    is_read: number;
                                    /** @description ISO 8601 UTC time */
                                    read_at: string | null;
                                    title: string;
                                    /** @description system | activity | finance | notice */
                                    type: string;
                                    type_name: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                content: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description 1 read, 0 unread */
                                is_read: number;
                                /** @description ISO 8601 UTC time */
                                read_at: string | null;
                                title: string;
                                /** @description system | activity | finance | notice */
                                type: string;
                                type_name: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description the player’s unread messages after the change (the bell) */
                                unread_count: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description the player’s unread messages after the change (the bell) */
                                unread_count: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                deleted: number;
                                /** @description the player’s unread messages after the change (the bell) */
                                unread_count: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 全部已读；可选 type 只标记该类型 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type?: "system" | "activity" | "finance" | "notice";
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description the player’s unread messages after the change (the bell) */
                                unread_count: number;
                                updated: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/mark-multiple-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description the player’s unread messages after the change (the bell) */
                                unread_count: number;
                                updated: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                by_type: {
                                    name: string;
                                    total: number;
                                    /** @enum {string} */
                                    type: "system" | "activity" | "finance" | "notice";
                                    unread: number;
                                }[];
                                total: number;
                                unread: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                name: string;
                                /** @enum {string} */
                                type: "system" | "activity" | "finance" | "notice";
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    type?: "system" | "activity" | "finance" | "notice";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                count: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    category_id?: number;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    category_id: number;
                                    category_name: string;
                                    content: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /** @description 1 hot, 0 not */
                                    is_hot: number;
                                    title: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                category_id: number;
                                category_name: string;
                                content: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                title: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                key: string;
                                name: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 分类公告；limit 默认首页(1) 5 条，其它分类 3 条 */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                category_id: number;
                                category_name: string;
                                content: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                title: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/hot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    category_id?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                category_id: number;
                                category_name: string;
                                content: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                title: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                category_id: number;
                                category_name: string;
                                content: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                title: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/by-no/{orderNo}/combo-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: number;
                };
                header?: never;
                path: {
                    orderNo: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    index: number;
                                    legs: {
                                        away_score: number | null;
                                        away_team: string;
                                        /** @description 胆 (banker) of a 串关: in every sub-bet */
                                        banker: boolean;
                                        half_away_score: number | null;
                                        half_home_score: number | null;
                                        home_score: number | null;
                                        home_team: string;
                                        league_name: string;
                                        line: string;
                                        match_id: number;
                                        match_no: string;
                                        match_status: number;
                                        odds: string;
                                        option: string;
                                        option_name: string;
                                        /** @description 赛果：该玩法的开奖选项（胜、3球、2:1 …），未完场或走水为 null */
                                        outcome: string | null;
                                        play: string;
                                        play_name: string;
                                        /** @description 0 待开奖, 1 赢, 2 输, 3 作废（走水或赛事取消） */
                                        result: number;
                                        /** @description 待开奖 / 赢 / 输 / 走水 / 退款 */
                                        result_text: string;
                                        /** @description ISO 8601 UTC time */
                                        start_time: string;
                                    }[];
                                    /** @description this sub-bet’s multiple (its own when the order is optimised) */
                                    multiple: number;
                                    /** @description 各关赔率之积（作废的一关按 1.00） */
                                    odds_product: string;
                                    pass_name: string;
                                    passes: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    potential_prize: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    prize: string;
                                    /** @description 本注投注额：每注金额 × 倍数 */
                                    stake: string;
                                    /** @description 0 待开奖, 1 中奖, 2 未中奖, 3 已退款 */
                                    status: number;
                                    status_text: string;
                                }[];
                                order_no: string;
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/by-no/{orderNo}/combo-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderNo: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                lose: number;
                                order_no: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                payout: string;
                                pending: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                                status: number;
                                status_text: string;
                                total: number;
                                win: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                win_amount: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/by-no/{orderNo}/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderNo: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bet_count: number;
                                combo_names: string[];
                                combos: string[];
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description 滚球: placed in play, at the end of its bet delay */
                                in_play: boolean;
                                legs: {
                                    away_score: number | null;
                                    away_team: string;
                                    /** @description 胆 (banker) of a 串关: in every sub-bet */
                                    banker: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    league_name: string;
                                    line: string;
                                    match_id: number;
                                    match_no: string;
                                    match_status: number;
                                    odds: string;
                                    option: string;
                                    option_name: string;
                                    /** @description 赛果：该玩法的开奖选项（胜、3球、2:1 …），未完场或走水为 null */
                                    outcome: string | null;
                                    play: string;
                                    play_name: string;
                                    /** @description 0 待开奖, 1 赢, 2 输, 3 作废（走水或赛事取消） */
                                    result: number;
                                    /** @description 待开奖 / 赢 / 输 / 走水 / 退款 */
                                    result_text: string;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                }[];
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                max_prize: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                min_prize: string;
                                /** @enum {string} */
                                mode: "single" | "mixed";
                                mode_text: string;
                                multiple: number;
                                /** @description 奖金优化: each sub-bet has its own multiple (combo-details) */
                                optimized: boolean;
                                order_no: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                payout: string;
                                /** @description ISO 8601 UTC time */
                                settled_at: string | null;
                                sport_type: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                                /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                status: number;
                                status_text: string;
                                /** @description 合买的注单：以发起人名义出票，本金来自各份认购，奖金按份分配 */
                                syndicate_id: number | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bet_count: number;
                                combo_names: string[];
                                combos: string[];
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description 滚球: placed in play, at the end of its bet delay */
                                in_play: boolean;
                                legs: {
                                    away_score: number | null;
                                    away_team: string;
                                    /** @description 胆 (banker) of a 串关: in every sub-bet */
                                    banker: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    league_name: string;
                                    line: string;
                                    match_id: number;
                                    match_no: string;
                                    match_status: number;
                                    odds: string;
                                    option: string;
                                    option_name: string;
                                    /** @description 赛果：该玩法的开奖选项（胜、3球、2:1 …），未完场或走水为 null */
                                    outcome: string | null;
                                    play: string;
                                    play_name: string;
                                    /** @description 0 待开奖, 1 赢, 2 输, 3 作废（走水或赛事取消） */
                                    result: number;
                                    /** @description 待开奖 / 赢 / 输 / 走水 / 退款 */
                                    result_text: string;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                }[];
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                max_prize: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                min_prize: string;
                                /** @enum {string} */
                                mode: "single" | "mixed";
                                mode_text: string;
                                multiple: number;
                                /** @description 奖金优化: each sub-bet has its own multiple (combo-details) */
                                optimized: boolean;
                                order_no: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                payout: string;
                                /** @description ISO 8601 UTC time */
                                settled_at: string | null;
                                sport_type: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                                /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                status: number;
                                status_text: string;
                                /** @description 合买的注单：以发起人名义出票，本金来自各份认购，奖金按份分配 */
                                syndicate_id: number | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 我的注单：本人注单按下单时间倒序；status（0 待开奖 1 已中奖 2 未中奖 3 已退款）、北京日期 start_date/end_date（含） */
        get: {
            parameters: {
                query?: {
                    end_date?: string;
                    page?: number;
                    per_page?: number;
                    start_date?: string;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_count: number;
                                    combo_names: string[];
                                    combos: string[];
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /** @description 滚球: placed in play, at the end of its bet delay */
                                    in_play: boolean;
                                    legs: {
                                        away_score: number | null;
                                        away_team: string;
                                        /** @description 胆 (banker) of a 串关: in every sub-bet */
                                        banker: boolean;
                                        half_away_score: number | null;
                                        half_home_score: number | null;
                                        home_score: number | null;
                                        home_team: string;
                                        league_name: string;
                                        line: string;
                                        match_id: number;
                                        match_no: string;
                                        match_status: number;
                                        odds: string;
                                        option: string;
                                        option_name: string;
                                        /** @description 赛果：该玩法的开奖选项（胜、3球、2:1 …），未完场或走水为 null */
                                        outcome: string | null;
                                        play: string;
                                        play_name: string;
                                        /** @description 0 待开奖, 1 赢, 2 输, 3 作废（走水或赛事取消） */
                                        result: number;
                                        /** @description 待开奖 / 赢 / 输 / 走水 / 退款 */
                                        result_text: string;
                                        /** @description ISO 8601 UTC time */
                                        start_time: string;
                                    }[];
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    max_prize: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    min_prize: string;
                                    /** @enum {string} */
                                    mode: "single" | "mixed";
                                    mode_text: string;
                                    multiple: number;
                                    /** @description 奖金优化: each sub-bet has its own multiple (combo-details) */
                                    optimized: boolean;
                                    order_no: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    /** @description ISO 8601 UTC time */
                                    settled_at: string | null;
                                    sport_type: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                    /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                    status: number;
                                    status_text: string;
                                    /** @description 合买的注单：以发起人名义出票，本金来自各份认购，奖金按份分配 */
                                    syndicate_id: number | null;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 投注：单关或串关（combos 如 ["3x4"]，selections 可设 banker 胆），amount 元/注，multiple 倍；串关可带 optimization（奖金优化：每注倍数，合计 total 元）；赔率变化时按 odds_policy（none 不接受 / higher 仅接受升赔 / any 接受全部）以当前赔率成交，否则返回 409 与 data.changes；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: number;
                        /** @default [] */
                        combos?: string[];
                        /** @enum {string} */
                        mode: "single" | "mixed";
                        multiple: number;
                        /** @enum {string} */
                        odds_policy?: "none" | "higher" | "any";
                        /** @description 奖金优化 of a 串关 (multiple must then be 1) */
                        optimization?: {
                            sub_bets: {
                                multiple: number;
                                /** @description indexes into selections */
                                picks: number[];
                            }[];
                            /** @description total stake in yuan: Σ multiples × amount */
                            total: number;
                        };
                        selections: {
                            /** @description 胆 (banker) of a 串关 */
                            banker?: boolean;
                            match_id: number;
                            odds: string;
                            option: string;
                            play: string;
                        }[];
                        /** @enum {string} */
                        sport: "football" | "basketball";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                bet_count: number;
                                id: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                max_prize: string;
                                order_no: string;
                                /** @description true when the Idempotency-Key had already placed this order */
                                repeated: boolean;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                changes: {
                                    match_id: number;
                                    new_odds: string;
                                    old_odds: string;
                                    option: string;
                                    play: string;
                                }[];
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {string|null} */
                            data: null;
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description ISO 8601 UTC time */
                                    expires_at: string;
                                    id: number;
                                    /** @description online | bank | usdt */
                                    method: string;
                                    method_text: string;
                                    order_no: string;
                                    /** @description ISO 8601 UTC time */
                                    paid_at: string | null;
                                    remark: string;
                                    /** @description 0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期 */
                                    status: number;
                                    status_text: string;
                                    /** @description ISO 8601 UTC time */
                                    submitted_at: string | null;
                                    tx_hash: string | null;
                                    usdt_amount: string | null;
                                    usdt_rate: string | null;
                                    voucher: string | null;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description 创建充值订单（online 演示网关 / bank 银行转账 / usdt），返回支付信息；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                        /** @enum {string} */
                        method: "online" | "bank" | "usdt";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                address?: string;
                                bank_account?: {
                                    account_name: string;
                                    account_no: string;
                                    bank_name: string;
                                    branch: string;
                                };
                                network?: string;
                                order: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description ISO 8601 UTC time */
                                    expires_at: string;
                                    id: number;
                                    /** @description online | bank | usdt */
                                    method: string;
                                    method_text: string;
                                    order_no: string;
                                    /** @description ISO 8601 UTC time */
                                    paid_at: string | null;
                                    remark: string;
                                    /** @description 0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期 */
                                    status: number;
                                    status_text: string;
                                    /** @description ISO 8601 UTC time */
                                    submitted_at: string | null;
                                    tx_hash: string | null;
                                    usdt_amount: string | null;
                                    usdt_rate: string | null;
                                    voucher: string | null;
                                };
                                pay_url?: string;
                                /** @description true when the Idempotency-Key had already created it */
                                repeated: boolean;
                                usdt_amount?: string | null;
                                usdt_rate?: string | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description ISO 8601 UTC time */
                                expires_at: string;
                                id: number;
                                /** @description online | bank | usdt */
                                method: string;
                                method_text: string;
                                order_no: string;
                                /** @description ISO 8601 UTC time */
                                paid_at: string | null;
                                remark: string;
                                /** @description 0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期 */
                                status: number;
                                status_text: string;
                                /** @description ISO 8601 UTC time */
                                submitted_at: string | null;
                                tx_hash: string | null;
                                usdt_amount: string | null;
                                usdt_rate: string | null;
                                voucher: string | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description ISO 8601 UTC time */
                                expires_at: string;
                                id: number;
                                /** @description online | bank | usdt */
                                method: string;
                                method_text: string;
                                order_no: string;
                                /** @description ISO 8601 UTC time */
                                paid_at: string | null;
                                remark: string;
                                /** @description 0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期 */
                                status: number;
                                status_text: string;
                                /** @description ISO 8601 UTC time */
                                submitted_at: string | null;
                                tx_hash: string | null;
                                usdt_amount: string | null;
                                usdt_rate: string | null;
                                voucher: string | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-orders/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 支付网关回调（HMAC-SHA256 签名）：同一订单只入账一次；重复回调与已取消/已过期订单的迟到回调返回 ignored/duplicate */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        nonce: string;
                        order_no: string;
                        sign: string;
                        /** @enum {string} */
                        status: "success" | "failed";
                        timestamp: number;
                        trade_no: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                callback_count: number;
                                order_no: string;
                                /** @enum {string} */
                                result: "applied" | "duplicate" | "ignored";
                                /** @description 0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期 */
                                status: number;
                                status_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-orders/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                description: string;
                                /** @enum {string} */
                                key: "online" | "bank" | "usdt";
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                max: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                min: string;
                                name: string;
                                presets: number[];
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-orders/payment-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        order_no: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                address?: string;
                                bank_account?: {
                                    account_name: string;
                                    account_no: string;
                                    bank_name: string;
                                    branch: string;
                                };
                                network?: string;
                                order: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description ISO 8601 UTC time */
                                    expires_at: string;
                                    id: number;
                                    /** @description online | bank | usdt */
                                    method: string;
                                    method_text: string;
                                    order_no: string;
                                    /** @description ISO 8601 UTC time */
                                    paid_at: string | null;
                                    remark: string;
                                    /** @description 0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期 */
                                    status: number;
                                    status_text: string;
                                    /** @description ISO 8601 UTC time */
                                    submitted_at: string | null;
                                    tx_hash: string | null;
                                    usdt_amount: string | null;
                                    usdt_rate: string | null;
                                    voucher: string | null;
                                };
                                pay_url?: string;
                                usdt_amount?: string | null;
                                usdt_rate?: string | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-orders/simple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 最近5笔充值订单（充值页用） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                method_text: string;
                                order_no: string;
                                /** @description 0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期 */
                                status: number;
                                status_text: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-orders/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                paid_amount: string;
                                paid_count: number;
                                pending_count: number;
                                total_count: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-orders/submit-transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 提交转账信息：USDT 填 tx_hash（64位十六进制），银行转账填 voucher */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        order_no: string;
                        tx_hash?: string;
                        voucher?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description ISO 8601 UTC time */
                                expires_at: string;
                                id: number;
                                /** @description online | bank | usdt */
                                method: string;
                                method_text: string;
                                order_no: string;
                                /** @description ISO 8601 UTC time */
                                paid_at: string | null;
                                remark: string;
                                /** @description 0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期 */
                                status: number;
                                status_text: string;
                                /** @description ISO 8601 UTC time */
                                submitted_at: string | null;
                                tx_hash: string | null;
                                usdt_amount: string | null;
                                usdt_rate: string | null;
                                voucher: string | null;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-orders/system-wallet-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                address: string;
                                currency: string;
                                network: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-orders/usdt-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                currency: string;
                                network: string;
                                rate: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 跟单大厅：可跟单的方案在前，sort=recommend（回报率）/popular（跟单金额）/streak（连红）；sport_type 1 足球 2 篮球；user_id 只看一位发单人 */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort?: "recommend" | "popular" | "streak";
                    sport_type?: number;
                    /** @description 只看这位发单人的方案（发单人主页） */
                    user_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description 佣金：跟单盈利的百分比 */
                                    commission_rate: number;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description 截止跟单：方案最早开赛时间 */
                                    deadline: string;
                                    expert: {
                                        avatar: string;
                                        nickname: string;
                                        record: {
                                            /** @description 回报率：已结算方案的派奖 / 投注，百分比，2 位小数 */
                                            return_rate: string;
                                            /** @description 近N中M 的 N：最近 10 个已结算方案中的个数 */
                                            settled: number;
                                            /** @description 连红：最近一次未中之后连续中奖的方案数 */
                                            streak: number;
                                            /** @description 近N中M 的 M */
                                            won: number;
                                        };
                                        user_id: number;
                                    };
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    followed_stake: string;
                                    followers: number;
                                    id: number;
                                    /** @description 查看者发布的方案 */
                                    mine: boolean;
                                    /** @enum {string} */
                                    result: "pending" | "won" | "lost" | "void";
                                    sport_type: number;
                                    /** @enum {string} */
                                    status: "open" | "closed" | "settled";
                                    status_text: string;
                                    /** @description 如 “2串1 · 足球 · 2场” */
                                    title: string;
                                    /** @description 跟 1 倍的金额：注数 × 每注金额 */
                                    unit_stake: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description 发布方案：本人待开奖的赛前注单，佣金为跟单盈利的百分比（不超过 plan_commission_max_percent） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        analysis?: string;
                        commission_rate: number;
                        order_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 方案分析（已净化的 HTML） */
                                analysis: string;
                                /** @description 佣金：跟单盈利的百分比 */
                                commission_rate: number;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description 截止跟单：方案最早开赛时间 */
                                deadline: string;
                                expert: {
                                    avatar: string;
                                    nickname: string;
                                    record: {
                                        /** @description 回报率：已结算方案的派奖 / 投注，百分比，2 位小数 */
                                        return_rate: string;
                                        /** @description 近N中M 的 N：最近 10 个已结算方案中的个数 */
                                        settled: number;
                                        /** @description 连红：最近一次未中之后连续中奖的方案数 */
                                        streak: number;
                                        /** @description 近N中M 的 M */
                                        won: number;
                                    };
                                    user_id: number;
                                };
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                followed_stake: string;
                                followers: number;
                                id: number;
                                /** @description 查看者发布的方案 */
                                mine: boolean;
                                my_follows: {
                                    /** @description 已付给发单人的佣金 */
                                    commission: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    multiple: number;
                                    order_no: string;
                                    /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                    order_status: number;
                                    order_status_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    plan_id: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                }[];
                                /** @enum {string} */
                                result: "pending" | "won" | "lost" | "void";
                                sport_type: number;
                                /** @enum {string} */
                                status: "open" | "closed" | "settled";
                                status_text: string;
                                ticket: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_count: number;
                                    combo_names: string[];
                                    combos: string[];
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /** @description 滚球: placed in play, at the end of its bet delay */
                                    in_play: boolean;
                                    legs: {
                                        away_score: number | null;
                                        away_team: string;
                                        /** @description 胆 (banker) of a 串关: in every sub-bet */
                                        banker: boolean;
                                        half_away_score: number | null;
                                        half_home_score: number | null;
                                        home_score: number | null;
                                        home_team: string;
                                        league_name: string;
                                        line: string;
                                        match_id: number;
                                        match_no: string;
                                        match_status: number;
                                        odds: string;
                                        option: string;
                                        option_name: string;
                                        /** @description 赛果：该玩法的开奖选项（胜、3球、2:1 …），未完场或走水为 null */
                                        outcome: string | null;
                                        play: string;
                                        play_name: string;
                                        /** @description 0 待开奖, 1 赢, 2 输, 3 作废（走水或赛事取消） */
                                        result: number;
                                        /** @description 待开奖 / 赢 / 输 / 走水 / 退款 */
                                        result_text: string;
                                        /** @description ISO 8601 UTC time */
                                        start_time: string;
                                    }[];
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    max_prize: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    min_prize: string;
                                    /** @enum {string} */
                                    mode: "single" | "mixed";
                                    mode_text: string;
                                    multiple: number;
                                    /** @description 奖金优化: each sub-bet has its own multiple (combo-details) */
                                    optimized: boolean;
                                    order_no: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    /** @description ISO 8601 UTC time */
                                    settled_at: string | null;
                                    sport_type: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                    /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                    status: number;
                                    status_text: string;
                                    /** @description 合买的注单：以发起人名义出票，本金来自各份认购，奖金按份分配 */
                                    syndicate_id: number | null;
                                };
                                /** @description 如 “2串1 · 足球 · 2场” */
                                title: string;
                                /** @description 跟 1 倍的金额：注数 × 每注金额 */
                                unit_stake: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 方案详情：方案、分析、发单人的注单和查看者的跟单 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 方案分析（已净化的 HTML） */
                                analysis: string;
                                /** @description 佣金：跟单盈利的百分比 */
                                commission_rate: number;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description 截止跟单：方案最早开赛时间 */
                                deadline: string;
                                expert: {
                                    avatar: string;
                                    nickname: string;
                                    record: {
                                        /** @description 回报率：已结算方案的派奖 / 投注，百分比，2 位小数 */
                                        return_rate: string;
                                        /** @description 近N中M 的 N：最近 10 个已结算方案中的个数 */
                                        settled: number;
                                        /** @description 连红：最近一次未中之后连续中奖的方案数 */
                                        streak: number;
                                        /** @description 近N中M 的 M */
                                        won: number;
                                    };
                                    user_id: number;
                                };
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                followed_stake: string;
                                followers: number;
                                id: number;
                                /** @description 查看者发布的方案 */
                                mine: boolean;
                                my_follows: {
                                    /** @description 已付给发单人的佣金 */
                                    commission: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    multiple: number;
                                    order_no: string;
                                    /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                    order_status: number;
                                    order_status_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    plan_id: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                }[];
                                /** @enum {string} */
                                result: "pending" | "won" | "lost" | "void";
                                sport_type: number;
                                /** @enum {string} */
                                status: "open" | "closed" | "settled";
                                status_text: string;
                                ticket: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_count: number;
                                    combo_names: string[];
                                    combos: string[];
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /** @description 滚球: placed in play, at the end of its bet delay */
                                    in_play: boolean;
                                    legs: {
                                        away_score: number | null;
                                        away_team: string;
                                        /** @description 胆 (banker) of a 串关: in every sub-bet */
                                        banker: boolean;
                                        half_away_score: number | null;
                                        half_home_score: number | null;
                                        home_score: number | null;
                                        home_team: string;
                                        league_name: string;
                                        line: string;
                                        match_id: number;
                                        match_no: string;
                                        match_status: number;
                                        odds: string;
                                        option: string;
                                        option_name: string;
                                        /** @description 赛果：该玩法的开奖选项（胜、3球、2:1 …），未完场或走水为 null */
                                        outcome: string | null;
                                        play: string;
                                        play_name: string;
                                        /** @description 0 待开奖, 1 赢, 2 输, 3 作废（走水或赛事取消） */
                                        result: number;
                                        /** @description 待开奖 / 赢 / 输 / 走水 / 退款 */
                                        result_text: string;
                                        /** @description ISO 8601 UTC time */
                                        start_time: string;
                                    }[];
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    max_prize: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    min_prize: string;
                                    /** @enum {string} */
                                    mode: "single" | "mixed";
                                    mode_text: string;
                                    multiple: number;
                                    /** @description 奖金优化: each sub-bet has its own multiple (combo-details) */
                                    optimized: boolean;
                                    order_no: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    /** @description ISO 8601 UTC time */
                                    settled_at: string | null;
                                    sport_type: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                    /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                    status: number;
                                    status_text: string;
                                    /** @description 合买的注单：以发起人名义出票，本金来自各份认购，奖金按份分配 */
                                    syndicate_id: number | null;
                                };
                                /** @description 如 “2串1 · 足球 · 2场” */
                                title: string;
                                /** @description 跟 1 倍的金额：注数 × 每注金额 */
                                unit_stake: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 跟单：以当前赔率按倍数下同一注单，截止后拒绝；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        multiple: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 已付给发单人的佣金 */
                                commission: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                multiple: number;
                                order_no: string;
                                /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                order_status: number;
                                order_status_text: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                payout: string;
                                plan_id: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans/follows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 我跟的方案 */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description 已付给发单人的佣金 */
                                    commission: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    multiple: number;
                                    order_no: string;
                                    /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                    order_status: number;
                                    order_status_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    plan: {
                                        /** @description 佣金：跟单盈利的百分比 */
                                        commission_rate: number;
                                        /** @description ISO 8601 UTC time */
                                        created_at: string;
                                        /** @description 截止跟单：方案最早开赛时间 */
                                        deadline: string;
                                        expert: {
                                            avatar: string;
                                            nickname: string;
                                            record: {
                                                /** @description 回报率：已结算方案的派奖 / 投注，百分比，2 位小数 */
                                                return_rate: string;
                                                /** @description 近N中M 的 N：最近 10 个已结算方案中的个数 */
                                                settled: number;
                                                /** @description 连红：最近一次未中之后连续中奖的方案数 */
                                                streak: number;
                                                /** @description 近N中M 的 M */
                                                won: number;
                                            };
                                            user_id: number;
                                        };
                                        /** @description yuan with 2 decimals, e.g. "12.50" */
                                        followed_stake: string;
                                        followers: number;
                                        id: number;
                                        /** @description 查看者发布的方案 */
                                        mine: boolean;
                                        /** @enum {string} */
                                        result: "pending" | "won" | "lost" | "void";
                                        sport_type: number;
                                        /** @enum {string} */
                                        status: "open" | "closed" | "settled";
                                        status_text: string;
                                        /** @description 如 “2串1 · 足球 · 2场” */
                                        title: string;
                                        /** @description 跟 1 倍的金额：注数 × 每注金额 */
                                        unit_stake: string;
                                    };
                                    plan_id: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans/publishable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 可发布为方案的本人注单（赛前、未开赛、非奖金优化） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bet_count: number;
                                combo_names: string[];
                                combos: string[];
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                id: number;
                                /** @description 滚球: placed in play, at the end of its bet delay */
                                in_play: boolean;
                                legs: {
                                    away_score: number | null;
                                    away_team: string;
                                    /** @description 胆 (banker) of a 串关: in every sub-bet */
                                    banker: boolean;
                                    half_away_score: number | null;
                                    half_home_score: number | null;
                                    home_score: number | null;
                                    home_team: string;
                                    league_name: string;
                                    line: string;
                                    match_id: number;
                                    match_no: string;
                                    match_status: number;
                                    odds: string;
                                    option: string;
                                    option_name: string;
                                    /** @description 赛果：该玩法的开奖选项（胜、3球、2:1 …），未完场或走水为 null */
                                    outcome: string | null;
                                    play: string;
                                    play_name: string;
                                    /** @description 0 待开奖, 1 赢, 2 输, 3 作废（走水或赛事取消） */
                                    result: number;
                                    /** @description 待开奖 / 赢 / 输 / 走水 / 退款 */
                                    result_text: string;
                                    /** @description ISO 8601 UTC time */
                                    start_time: string;
                                }[];
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                max_prize: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                min_prize: string;
                                /** @enum {string} */
                                mode: "single" | "mixed";
                                mode_text: string;
                                multiple: number;
                                /** @description 奖金优化: each sub-bet has its own multiple (combo-details) */
                                optimized: boolean;
                                order_no: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                payout: string;
                                /** @description ISO 8601 UTC time */
                                settled_at: string | null;
                                sport_type: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                stake: string;
                                /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                status: number;
                                status_text: string;
                                /** @description 合买的注单：以发起人名义出票，本金来自各份认购，奖金按份分配 */
                                syndicate_id: number | null;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans/published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 我发的方案及所得佣金 */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    commission_earned: string;
                                    /** @description 佣金：跟单盈利的百分比 */
                                    commission_rate: number;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description 截止跟单：方案最早开赛时间 */
                                    deadline: string;
                                    expert: {
                                        avatar: string;
                                        nickname: string;
                                        record: {
                                            /** @description 回报率：已结算方案的派奖 / 投注，百分比，2 位小数 */
                                            return_rate: string;
                                            /** @description 近N中M 的 N：最近 10 个已结算方案中的个数 */
                                            settled: number;
                                            /** @description 连红：最近一次未中之后连续中奖的方案数 */
                                            streak: number;
                                            /** @description 近N中M 的 M */
                                            won: number;
                                        };
                                        user_id: number;
                                    };
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    followed_stake: string;
                                    followers: number;
                                    id: number;
                                    /** @description 查看者发布的方案 */
                                    mine: boolean;
                                    /** @enum {string} */
                                    result: "pending" | "won" | "lost" | "void";
                                    sport_type: number;
                                    /** @enum {string} */
                                    status: "open" | "closed" | "settled";
                                    status_text: string;
                                    /** @description 如 “2串1 · 足球 · 2场” */
                                    title: string;
                                    /** @description 跟 1 倍的金额：注数 × 每注金额 */
                                    unit_stake: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sport_type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    has_line: boolean;
                                    max_passes: number;
                                    name: string;
                                    options: {
                                        name: string;
                                        option: string;
                                    }[];
                                    play: string;
                                    sport_type: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plays-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    sport_type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                has_line: boolean;
                                max_passes: number;
                                name: string;
                                options: {
                                    name: string;
                                    option: string;
                                }[];
                                play: string;
                                sport_type: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promo/expert-articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    category_id?: number;
                    expert_id?: number;
                    keyword?: string;
                    page?: number;
                    per_page?: number;
                    sort?: "latest" | "hot";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    badge: string;
                                    category_id: number;
                                    category_name: string;
                                    expert: {
                                        avatar: string;
                                        id: number;
                                        name: string;
                                        /** @description e.g. 近10中8; empty before the first settled article */
                                        recent_label: string;
                                        /** @description 红 in a row, newest first */
                                        streak: number;
                                        title: string;
                                        /** @description percent with one decimal, e.g. "66.7" */
                                        win_rate: string;
                                    };
                                    favorites: number;
                                    id: number;
                                    /** @description 1 hot, 0 not */
                                    is_hot: number;
                                    /** @description 1 recommended, 0 not */
                                    is_recommended: number;
                                    likes: number;
                                    match_info: string;
                                    /** @description ISO 8601 UTC time */
                                    match_time: string | null;
                                    /** @description ISO 8601 UTC time */
                                    published_at: string;
                                    /** @description 0 待开奖, 1 红, 2 黑 */
                                    result: number;
                                    result_text: string;
                                    summary: string;
                                    title: string;
                                    views: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promo/expert-articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                badge: string;
                                category_id: number;
                                category_name: string;
                                /** @description sanitized HTML */
                                content: string;
                                expert: {
                                    avatar: string;
                                    id: number;
                                    name: string;
                                    /** @description e.g. 近10中8; empty before the first settled article */
                                    recent_label: string;
                                    /** @description 红 in a row, newest first */
                                    streak: number;
                                    title: string;
                                    /** @description percent with one decimal, e.g. "66.7" */
                                    win_rate: string;
                                };
                                favorites: number;
                                id: number;
                                /** @description 1 favorited by this player; always 0 for visitors */
                                is_favorited: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                /** @description 1 liked by this player; always 0 for visitors */
                                is_liked: number;
                                /** @description 1 recommended, 0 not */
                                is_recommended: number;
                                likes: number;
                                match_info: string;
                                /** @description ISO 8601 UTC time */
                                match_time: string | null;
                                /** @description ISO 8601 UTC time */
                                published_at: string;
                                /** @description 0 待开奖, 1 红, 2 黑 */
                                result: number;
                                result_text: string;
                                summary: string;
                                title: string;
                                views: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promo/expert-articles/{id}/increment-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                views: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promo/expert-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                article_count: number;
                                description: string;
                                icon: string;
                                id: number;
                                name: string;
                                sort: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promo/experts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                article_count: number;
                                avatar: string;
                                category_id: number;
                                category_name: string;
                                followers: number;
                                hits: number;
                                id: number;
                                intro: string;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                misses: number;
                                name: string;
                                /** @description e.g. 近10中8; empty before the first settled article */
                                recent_label: string;
                                /** @description 红 in a row, newest first */
                                streak: number;
                                title: string;
                                /** @description percent with one decimal, e.g. "66.7" */
                                win_rate: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promo/lottery-articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    category_id?: number;
                    keyword?: string;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    author: string;
                                    badge: string;
                                    category_id: number;
                                    category_name: string;
                                    /** @description the draw the article is about, e.g. 2026135期 */
                                    expect: string;
                                    id: number;
                                    /** @description 1 hot, 0 not */
                                    is_hot: number;
                                    /** @description 1 recommended, 0 not */
                                    is_recommended: number;
                                    /** @description ISO 8601 UTC time */
                                    published_at: string;
                                    summary: string;
                                    title: string;
                                    views: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promo/lottery-articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                author: string;
                                badge: string;
                                category_id: number;
                                category_name: string;
                                /** @description sanitized HTML */
                                content: string;
                                /** @description the draw the article is about, e.g. 2026135期 */
                                expect: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                /** @description 1 recommended, 0 not */
                                is_recommended: number;
                                /** @description ISO 8601 UTC time */
                                published_at: string;
                                summary: string;
                                title: string;
                                views: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promo/lottery-articles/hot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                author: string;
                                badge: string;
                                category_id: number;
                                category_name: string;
                                /** @description the draw the article is about, e.g. 2026135期 */
                                expect: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                /** @description 1 recommended, 0 not */
                                is_recommended: number;
                                /** @description ISO 8601 UTC time */
                                published_at: string;
                                summary: string;
                                title: string;
                                views: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promo/lottery-articles/recommended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                author: string;
                                badge: string;
                                category_id: number;
                                category_name: string;
                                /** @description the draw the article is about, e.g. 2026135期 */
                                expect: string;
                                id: number;
                                /** @description 1 hot, 0 not */
                                is_hot: number;
                                /** @description 1 recommended, 0 not */
                                is_recommended: number;
                                /** @description ISO 8601 UTC time */
                                published_at: string;
                                summary: string;
                                title: string;
                                views: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promo/lottery-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                article_count: number;
                                icon: string;
                                id: number;
                                name: string;
                                sort: number;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rankings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 排行榜：type winnings 盈利榜 / turnover 流水榜，period day 日榜 / week 周榜（北京时间） */
        get: {
            parameters: {
                query?: {
                    period?: "day" | "week";
                    type?: "winnings" | "turnover";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    is_me: boolean;
                                    /** @description masked (de***o) except the viewer's own */
                                    name: string;
                                    rank: number;
                                    vip_level: number;
                                }[];
                                /** @description the viewer's entry when logged in (rank null: not ranked); null for a visitor */
                                mine: ({
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    is_me: boolean;
                                    /** @description masked (de***o) except the viewer's own */
                                    name: string;
                                    rank: number;
                                    vip_level: number;
                                } | {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @enum {string|null} */
                                    rank: null;
                                }) | null;
                                /** @enum {string} */
                                period: "day" | "week" | "all";
                                period_name: string;
                                /** @enum {string} */
                                type: "winnings" | "turnover";
                                type_name: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rankings/global": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 全站总榜 */
        get: {
            parameters: {
                query?: {
                    type?: "winnings" | "turnover";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    is_me: boolean;
                                    /** @description masked (de***o) except the viewer's own */
                                    name: string;
                                    rank: number;
                                    vip_level: number;
                                }[];
                                /** @description the viewer's entry when logged in (rank null: not ranked); null for a visitor */
                                mine: ({
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    is_me: boolean;
                                    /** @description masked (de***o) except the viewer's own */
                                    name: string;
                                    rank: number;
                                    vip_level: number;
                                } | {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @enum {string|null} */
                                    rank: null;
                                }) | null;
                                /** @enum {string} */
                                period: "day" | "week" | "all";
                                period_name: string;
                                /** @enum {string} */
                                type: "winnings" | "turnover";
                                type_name: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rebate/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 申请返水：把计算出的返水生成待领取记录（每个游戏类型每期一条，同一期不会重复）；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                records: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    claimed_at: string | null;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description sports | lottery | game */
                                    game_type: string;
                                    game_type_name: string;
                                    id: number;
                                    /** @description ISO 8601 UTC time */
                                    period_end: string;
                                    /** @description ISO 8601 UTC time */
                                    period_start: string;
                                    /** @description basis points as a decimal string ("50" = 0.5%) */
                                    rate_bp: string;
                                    /** @description the same rate for people: "0.50%" */
                                    rate_percent: string;
                                    /** @description 0 待领取, 1 已领取 */
                                    status: number;
                                    status_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    turnover: string;
                                    vip_level: number;
                                }[];
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total_amount: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rebate/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 计算返水（预览，不入账）：上次申请以来各游戏类型的有效流水 × 当前 VIP 费率 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description ISO 8601 UTC time */
                                calculated_at: string;
                                items: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_count: number;
                                    /** @description sports | lottery | game */
                                    game_type: string;
                                    game_type_name: string;
                                    /** @description ISO 8601 UTC time */
                                    period_end: string;
                                    /** @description ISO 8601 UTC time */
                                    period_start: string;
                                    /** @description basis points as a decimal string ("50" = 0.5%) */
                                    rate_bp: string;
                                    /** @description the same rate for people: "0.50%" */
                                    rate_percent: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    turnover: string;
                                }[];
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total_amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total_turnover: string;
                                vip_level: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rebate/claim-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 领取全部待领取返水；每条只入账一次；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                balance: string;
                                /** @description paid by this request (or, for a repeat, by the first one) */
                                records: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    claimed_at: string | null;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description sports | lottery | game */
                                    game_type: string;
                                    game_type_name: string;
                                    id: number;
                                    /** @description ISO 8601 UTC time */
                                    period_end: string;
                                    /** @description ISO 8601 UTC time */
                                    period_start: string;
                                    /** @description basis points as a decimal string ("50" = 0.5%) */
                                    rate_bp: string;
                                    /** @description the same rate for people: "0.50%" */
                                    rate_percent: string;
                                    /** @description 0 待领取, 1 已领取 */
                                    status: number;
                                    status_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    turnover: string;
                                    vip_level: number;
                                }[];
                                /** @description true when nothing new was paid because this request had already run */
                                repeated: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rebate/claim-multiple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 领取多条返水（record_ids）；已领取的跳过；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        record_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                balance: string;
                                /** @description paid by this request (or, for a repeat, by the first one) */
                                records: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    claimed_at: string | null;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description sports | lottery | game */
                                    game_type: string;
                                    game_type_name: string;
                                    id: number;
                                    /** @description ISO 8601 UTC time */
                                    period_end: string;
                                    /** @description ISO 8601 UTC time */
                                    period_start: string;
                                    /** @description basis points as a decimal string ("50" = 0.5%) */
                                    rate_bp: string;
                                    /** @description the same rate for people: "0.50%" */
                                    rate_percent: string;
                                    /** @description 0 待领取, 1 已领取 */
                                    status: number;
                                    status_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    turnover: string;
                                    vip_level: number;
                                }[];
                                /** @description true when nothing new was paid because this request had already run */
                                repeated: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rebate/claim/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 领取一条返水；重复或并发领取只入账一次；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                balance: string;
                                /** @description paid by this request (or, for a repeat, by the first one) */
                                records: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    claimed_at: string | null;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description sports | lottery | game */
                                    game_type: string;
                                    game_type_name: string;
                                    id: number;
                                    /** @description ISO 8601 UTC time */
                                    period_end: string;
                                    /** @description ISO 8601 UTC time */
                                    period_start: string;
                                    /** @description basis points as a decimal string ("50" = 0.5%) */
                                    rate_bp: string;
                                    /** @description the same rate for people: "0.50%" */
                                    rate_percent: string;
                                    /** @description 0 待领取, 1 已领取 */
                                    status: number;
                                    status_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    turnover: string;
                                    vip_level: number;
                                }[];
                                /** @description true when nothing new was paid because this request had already run */
                                repeated: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rebate/claimable-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 可领取返水：待领取记录合计，以及尚未申请的返水预览 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                enabled: boolean;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                pending_amount: string;
                                pending_count: number;
                                unapplied: {
                                    /** @description ISO 8601 UTC time */
                                    calculated_at: string;
                                    items: {
                                        /** @description yuan with 2 decimals, e.g. "12.50" */
                                        amount: string;
                                        bet_count: number;
                                        /** @description sports | lottery | game */
                                        game_type: string;
                                        game_type_name: string;
                                        /** @description ISO 8601 UTC time */
                                        period_end: string;
                                        /** @description ISO 8601 UTC time */
                                        period_start: string;
                                        /** @description basis points as a decimal string ("50" = 0.5%) */
                                        rate_bp: string;
                                        /** @description the same rate for people: "0.50%" */
                                        rate_percent: string;
                                        /** @description yuan with 2 decimals, e.g. "12.50" */
                                        turnover: string;
                                    }[];
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    total_amount: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    total_turnover: string;
                                    vip_level: number;
                                };
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rebate/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 一条返水记录及其流水来源（最近100笔） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bet_count: number;
                                /** @description the stakes the turnover came from, newest first (at most 100) */
                                bets: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    title: string;
                                }[];
                                /** @description ISO 8601 UTC time */
                                claimed_at: string | null;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description sports | lottery | game */
                                game_type: string;
                                game_type_name: string;
                                id: number;
                                /** @description ISO 8601 UTC time */
                                period_end: string;
                                /** @description ISO 8601 UTC time */
                                period_start: string;
                                /** @description basis points as a decimal string ("50" = 0.5%) */
                                rate_bp: string;
                                /** @description the same rate for people: "0.50%" */
                                rate_percent: string;
                                /** @description 0 待领取, 1 已领取 */
                                status: number;
                                status_text: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                turnover: string;
                                vip_level: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rebate/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 返水记录，新的在前；status 0 待领取 1 已领取，game_type sports|lottery|game */
        get: {
            parameters: {
                query?: {
                    game_type?: "sports" | "lottery" | "game";
                    page?: number;
                    per_page?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    claimed_at: string | null;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description sports | lottery | game */
                                    game_type: string;
                                    game_type_name: string;
                                    id: number;
                                    /** @description ISO 8601 UTC time */
                                    period_end: string;
                                    /** @description ISO 8601 UTC time */
                                    period_start: string;
                                    /** @description basis points as a decimal string ("50" = 0.5%) */
                                    rate_bp: string;
                                    /** @description the same rate for people: "0.50%" */
                                    rate_percent: string;
                                    /** @description 0 待领取, 1 已领取 */
                                    status: number;
                                    status_text: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    turnover: string;
                                    vip_level: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rebate/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 返水概况：开关、VIP 等级与各游戏类型费率、已领取与待领取合计 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                claimed_count: number;
                                /** @description the rebate switch: when off, nothing can be applied or claimed */
                                enabled: boolean;
                                pending_count: number;
                                rates: {
                                    /** @description sports | lottery | game */
                                    game_type: string;
                                    game_type_name: string;
                                    /** @description basis points as a decimal string ("50" = 0.5%) */
                                    rate_bp: string;
                                    /** @description the same rate for people: "0.50%" */
                                    rate_percent: string;
                                }[];
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total_claimed: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total_pending: string;
                                vip_level: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        password_confirmation: string;
                        phone?: string;
                        sms_code?: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                token: string;
                                userinfo: {
                                    avatar: string;
                                    balance: string;
                                    codingvolume: string;
                                    created_at: string;
                                    disable_game: number;
                                    disable_nggame: number;
                                    disable_withdraw: number;
                                    email: string;
                                    enabled: number;
                                    has_payment_password: number;
                                    id: number;
                                    invite_code: string;
                                    is_agent: number;
                                    is_black: number;
                                    is_mock: number;
                                    is_online: number;
                                    lottery_token: string | null;
                                    nickname: string;
                                    paysum: string;
                                    phone: string;
                                    total_withdraw: string;
                                    totalgame: string;
                                    username: string;
                                    vip_level: number;
                                };
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/comprehensive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 综合报表（@app/shared/figures 的定义）：充值、提现（已到账，按审核通过日）、有效投注（已结算注单本金）、派奖（含体育、彩票与电子游戏局）、返水、红利与总盈亏（net = 派奖 + 返水 + 红利 - 有效投注），合计与每日，及当前审核中的提现 withdraw_pending；days（默认7）为截至今天的天数，或给出 start_date/end_date（含，最多92天） */
        get: {
            parameters: {
                query?: {
                    days?: number;
                    end_date?: string;
                    start_date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description one entry per day of the period, oldest first, days without money as zeros */
                                daily: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    bet: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    bonus: string;
                                    date: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    deposit: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    net: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    rebate: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    win: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    withdraw: string;
                                }[];
                                end_date: string;
                                start_date: string;
                                totals: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    bet: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    bonus: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    deposit: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    net: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    rebate: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    win: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    withdraw: string;
                                };
                                /** @description 审核中: withdrawals waiting for review now (not in totals.withdraw) */
                                withdraw_pending: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 重置密码：手机号 + 验证码 + 新密码（同一验证码每个客户端15分钟内最多猜5次）；账号的所有登录会话失效；回答账号的用户名（手机号也可登录），并记住此设备 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        password_confirmation: string;
                        phone: string;
                        sms_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                username: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 今日签到并领取奖励；每天一次，支持 Idempotency-Key（重复请求返回首次结果） */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                balance: string;
                                /** @description Beijing date YYYY-MM-DD */
                                day: string;
                                /** @description true when this Idempotency-Key had already signed in */
                                repeated: boolean;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                reward: string;
                                streak: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/signin/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 签到日历：month=YYYY-MM（默认本月，北京时间） */
        get: {
            parameters: {
                query?: {
                    month?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                days: {
                                    /** @description Beijing date YYYY-MM-DD */
                                    day: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    reward: string;
                                    streak: number;
                                }[];
                                /** @description YYYY-MM */
                                month: string;
                                next_streak: number;
                                rewards: {
                                    day: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    reward: string;
                                }[];
                                signed_today: boolean;
                                streak: number;
                                today: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                today_reward: string;
                                total_days: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/smart/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 智能注册：手机号 + 验证码 + 密码；用户名由系统生成（userinfo.username），之后可用手机号或用户名登录 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        phone: string;
                        sms_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                token: string;
                                userinfo: {
                                    avatar: string;
                                    balance: string;
                                    codingvolume: string;
                                    created_at: string;
                                    disable_game: number;
                                    disable_nggame: number;
                                    disable_withdraw: number;
                                    email: string;
                                    enabled: number;
                                    has_payment_password: number;
                                    id: number;
                                    invite_code: string;
                                    is_agent: number;
                                    is_black: number;
                                    is_mock: number;
                                    is_online: number;
                                    lottery_token: string | null;
                                    nickname: string;
                                    paysum: string;
                                    phone: string;
                                    total_withdraw: string;
                                    totalgame: string;
                                    username: string;
                                    vip_level: number;
                                };
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sms/send-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 发送短信验证码（每个手机号60秒1次，每个IP 10分钟60次）。验证码由配置的短信服务商发送（SMS_PROVIDER）；演示短信服务时 data.demo_code 为验证码，页面显示“演示环境，验证码：xxxxxx”。 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                        /** @default register */
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                demo_code?: string;
                                expires_in: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sms/verify-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 校验短信验证码（同一验证码每个客户端15分钟内最多猜5次，与注册、找回密码、绑定手机合计） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        phone: string;
                        /** @default register */
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                valid: boolean;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/support/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 我的客服留言与回复（最新的在前，最多 20 条） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                content: string;
                                created_at: string;
                                id: number;
                                replied_at: string | null;
                                /** @description 客服回复；待回复时为 null */
                                reply: string | null;
                                /** @description 0 待回复，1 已回复 */
                                status: number;
                                status_text: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description 给客服留言；客服回复后以站内信通知。每人最多 3 条待回复的留言 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                content: string;
                                created_at: string;
                                id: number;
                                replied_at: string | null;
                                /** @description 客服回复；待回复时为 null */
                                reply: string | null;
                                /** @description 0 待回复，1 已回复 */
                                status: number;
                                status_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/syndicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 合买大厅：公开且认购中的合买，sort=progress（进度）/newest（最新）/total（金额）；sport_type 1 足球 2 篮球 */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort?: "progress" | "newest" | "total";
                    sport_type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description 参与人数（含发起人） */
                                    buyers: number;
                                    /** @description 发起人佣金：方案盈利的百分比（0–10） */
                                    commission_rate: number;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description 截止认购：最早开赛前 5 分钟 */
                                    deadline: string;
                                    /** @description 发起人宣言（纯文本） */
                                    description: string;
                                    /** @description 发起人保底份数（截止时用于补足，未用部分退回） */
                                    guarantee_shares: number;
                                    id: number;
                                    initiator: {
                                        avatar: string;
                                        nickname: string;
                                        user_id: number;
                                    };
                                    /** @description 在合买大厅公开；否则仅凭链接可见 */
                                    is_public: boolean;
                                    /** @description 查看者发起的合买 */
                                    mine: boolean;
                                    /** @description 查看者认购的份数（未退款） */
                                    my_shares: number;
                                    /** @description 方案派奖（出票并结算后） */
                                    payout: string;
                                    /** @description 认购进度，百分比向下取整 */
                                    progress: number;
                                    /** @enum {string} */
                                    result: "pending" | "won" | "lost" | "void";
                                    /** @description 每份金额（1 元） */
                                    share_price: string;
                                    /** @description 已认购份数（含发起人自购和已生效的保底） */
                                    sold_shares: number;
                                    sport_type: number;
                                    /**
                                     * @description open 认购中, placed 已出票, cancelled 已撤单（全部退款）, settled 已结算
                                     * @enum {string}
                                     */
                                    status: "open" | "placed" | "cancelled" | "settled";
                                    status_text: string;
                                    /** @enum {string} */
                                    ticket_visibility: "always" | "after_deadline";
                                    /** @description 如 “2串1 · 足球 · 2场” */
                                    title: string;
                                    /** @description 方案总金额 = 份数 × 每份金额 */
                                    total: string;
                                    total_shares: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description 发起合买：竞彩注单按每份 1 元拆分，发起人自购至少 5%，可设保底（冻结）与盈利佣金（≤10%）；最早开赛前 5 分钟截止；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: number;
                        /** @default [] */
                        combos?: string[];
                        commission_rate: number;
                        /** @default  */
                        description?: string;
                        /** @default 0 */
                        guarantee_shares?: number;
                        /** @default true */
                        is_public?: boolean;
                        /** @enum {string} */
                        mode: "single" | "mixed";
                        multiple: number;
                        own_shares: number;
                        selections: {
                            /** @description 胆 (banker) of a 串关 */
                            banker?: boolean;
                            match_id: number;
                            odds: string;
                            option: string;
                            play: string;
                        }[];
                        /** @enum {string} */
                        sport: "football" | "basketball";
                        /**
                         * @default always
                         * @enum {string}
                         */
                        ticket_visibility?: "always" | "after_deadline";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                buyer_list: {
                                    initiator: boolean;
                                    /** @description 脱敏昵称 */
                                    name: string;
                                    shares: number;
                                }[];
                                /** @description 参与人数（含发起人） */
                                buyers: number;
                                /** @description 发起人所得佣金 */
                                commission: string;
                                /** @description 发起人佣金：方案盈利的百分比（0–10） */
                                commission_rate: number;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description 截止认购：最早开赛前 5 分钟 */
                                deadline: string;
                                /** @description 发起人宣言（纯文本） */
                                description: string;
                                /** @description 发起人保底份数（截止时用于补足，未用部分退回） */
                                guarantee_shares: number;
                                id: number;
                                initiator: {
                                    avatar: string;
                                    nickname: string;
                                    user_id: number;
                                };
                                /** @description 在合买大厅公开；否则仅凭链接可见 */
                                is_public: boolean;
                                /** @description 查看者发起的合买 */
                                mine: boolean;
                                my_purchases: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /**
                                     * @description 发起人自购 / 认购 / 保底补足
                                     * @enum {string}
                                     */
                                    kind: "initiator" | "buy" | "guarantee";
                                    /** @description 分得的奖金（已到账） */
                                    prize: string;
                                    refunded: boolean;
                                    shares: number;
                                }[];
                                /** @description 查看者认购的份数（未退款） */
                                my_shares: number;
                                /** @description 出票后的注单（方案内容可见时） */
                                order: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_count: number;
                                    combo_names: string[];
                                    combos: string[];
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /** @description 滚球: placed in play, at the end of its bet delay */
                                    in_play: boolean;
                                    legs: {
                                        away_score: number | null;
                                        away_team: string;
                                        /** @description 胆 (banker) of a 串关: in every sub-bet */
                                        banker: boolean;
                                        half_away_score: number | null;
                                        half_home_score: number | null;
                                        home_score: number | null;
                                        home_team: string;
                                        league_name: string;
                                        line: string;
                                        match_id: number;
                                        match_no: string;
                                        match_status: number;
                                        odds: string;
                                        option: string;
                                        option_name: string;
                                        /** @description 赛果：该玩法的开奖选项（胜、3球、2:1 …），未完场或走水为 null */
                                        outcome: string | null;
                                        play: string;
                                        play_name: string;
                                        /** @description 0 待开奖, 1 赢, 2 输, 3 作废（走水或赛事取消） */
                                        result: number;
                                        /** @description 待开奖 / 赢 / 输 / 走水 / 退款 */
                                        result_text: string;
                                        /** @description ISO 8601 UTC time */
                                        start_time: string;
                                    }[];
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    max_prize: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    min_prize: string;
                                    /** @enum {string} */
                                    mode: "single" | "mixed";
                                    mode_text: string;
                                    multiple: number;
                                    /** @description 奖金优化: each sub-bet has its own multiple (combo-details) */
                                    optimized: boolean;
                                    order_no: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    /** @description ISO 8601 UTC time */
                                    settled_at: string | null;
                                    sport_type: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                    /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                    status: number;
                                    status_text: string;
                                    /** @description 合买的注单：以发起人名义出票，本金来自各份认购，奖金按份分配 */
                                    syndicate_id: number | null;
                                } | null;
                                /** @description 方案派奖（出票并结算后） */
                                payout: string;
                                /** @description 认购进度，百分比向下取整 */
                                progress: number;
                                /** @enum {string} */
                                result: "pending" | "won" | "lost" | "void";
                                /** @description 私密合买的分享码（仅发起人可见）：链接带上 code 才能查看和认购 */
                                share_code: string | null;
                                /** @description 每份金额（1 元） */
                                share_price: string;
                                /** @description 已认购份数（含发起人自购和已生效的保底） */
                                sold_shares: number;
                                sport_type: number;
                                /**
                                 * @description open 认购中, placed 已出票, cancelled 已撤单（全部退款）, settled 已结算
                                 * @enum {string}
                                 */
                                status: "open" | "placed" | "cancelled" | "settled";
                                status_text: string;
                                /** @description 方案内容：公开或截止后可见，发起人始终可见 */
                                ticket: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_count: number;
                                    combo_names: string[];
                                    legs: {
                                        away_team: string;
                                        banker: boolean;
                                        home_team: string;
                                        league_name: string;
                                        match_id: number;
                                        /** @description 发起时的赔率；出票按当时赔率 */
                                        odds: string;
                                        option: string;
                                        option_name: string;
                                        play: string;
                                        play_name: string;
                                        /** @description ISO 8601 UTC time */
                                        start_time: string;
                                    }[];
                                    /** @enum {string} */
                                    mode: "single" | "mixed";
                                    multiple: number;
                                } | null;
                                /** @enum {string} */
                                ticket_visibility: "always" | "after_deadline";
                                /** @description 如 “2串1 · 足球 · 2场” */
                                title: string;
                                /** @description 方案总金额 = 份数 × 每份金额 */
                                total: string;
                                total_shares: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/syndicates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 合买详情：进度、参与人（脱敏）、查看者的认购；方案内容按发起人的公开设置；私密合买须带 code（参与人除外） */
        get: {
            parameters: {
                query?: {
                    /** @description 私密合买的分享码 */
                    code?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                buyer_list: {
                                    initiator: boolean;
                                    /** @description 脱敏昵称 */
                                    name: string;
                                    shares: number;
                                }[];
                                /** @description 参与人数（含发起人） */
                                buyers: number;
                                /** @description 发起人所得佣金 */
                                commission: string;
                                /** @description 发起人佣金：方案盈利的百分比（0–10） */
                                commission_rate: number;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description 截止认购：最早开赛前 5 分钟 */
                                deadline: string;
                                /** @description 发起人宣言（纯文本） */
                                description: string;
                                /** @description 发起人保底份数（截止时用于补足，未用部分退回） */
                                guarantee_shares: number;
                                id: number;
                                initiator: {
                                    avatar: string;
                                    nickname: string;
                                    user_id: number;
                                };
                                /** @description 在合买大厅公开；否则仅凭链接可见 */
                                is_public: boolean;
                                /** @description 查看者发起的合买 */
                                mine: boolean;
                                my_purchases: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /**
                                     * @description 发起人自购 / 认购 / 保底补足
                                     * @enum {string}
                                     */
                                    kind: "initiator" | "buy" | "guarantee";
                                    /** @description 分得的奖金（已到账） */
                                    prize: string;
                                    refunded: boolean;
                                    shares: number;
                                }[];
                                /** @description 查看者认购的份数（未退款） */
                                my_shares: number;
                                /** @description 出票后的注单（方案内容可见时） */
                                order: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_count: number;
                                    combo_names: string[];
                                    combos: string[];
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /** @description 滚球: placed in play, at the end of its bet delay */
                                    in_play: boolean;
                                    legs: {
                                        away_score: number | null;
                                        away_team: string;
                                        /** @description 胆 (banker) of a 串关: in every sub-bet */
                                        banker: boolean;
                                        half_away_score: number | null;
                                        half_home_score: number | null;
                                        home_score: number | null;
                                        home_team: string;
                                        league_name: string;
                                        line: string;
                                        match_id: number;
                                        match_no: string;
                                        match_status: number;
                                        odds: string;
                                        option: string;
                                        option_name: string;
                                        /** @description 赛果：该玩法的开奖选项（胜、3球、2:1 …），未完场或走水为 null */
                                        outcome: string | null;
                                        play: string;
                                        play_name: string;
                                        /** @description 0 待开奖, 1 赢, 2 输, 3 作废（走水或赛事取消） */
                                        result: number;
                                        /** @description 待开奖 / 赢 / 输 / 走水 / 退款 */
                                        result_text: string;
                                        /** @description ISO 8601 UTC time */
                                        start_time: string;
                                    }[];
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    max_prize: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    min_prize: string;
                                    /** @enum {string} */
                                    mode: "single" | "mixed";
                                    mode_text: string;
                                    multiple: number;
                                    /** @description 奖金优化: each sub-bet has its own multiple (combo-details) */
                                    optimized: boolean;
                                    order_no: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    /** @description ISO 8601 UTC time */
                                    settled_at: string | null;
                                    sport_type: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                    /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                    status: number;
                                    status_text: string;
                                    /** @description 合买的注单：以发起人名义出票，本金来自各份认购，奖金按份分配 */
                                    syndicate_id: number | null;
                                } | null;
                                /** @description 方案派奖（出票并结算后） */
                                payout: string;
                                /** @description 认购进度，百分比向下取整 */
                                progress: number;
                                /** @enum {string} */
                                result: "pending" | "won" | "lost" | "void";
                                /** @description 私密合买的分享码（仅发起人可见）：链接带上 code 才能查看和认购 */
                                share_code: string | null;
                                /** @description 每份金额（1 元） */
                                share_price: string;
                                /** @description 已认购份数（含发起人自购和已生效的保底） */
                                sold_shares: number;
                                sport_type: number;
                                /**
                                 * @description open 认购中, placed 已出票, cancelled 已撤单（全部退款）, settled 已结算
                                 * @enum {string}
                                 */
                                status: "open" | "placed" | "cancelled" | "settled";
                                status_text: string;
                                /** @description 方案内容：公开或截止后可见，发起人始终可见 */
                                ticket: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_count: number;
                                    combo_names: string[];
                                    legs: {
                                        away_team: string;
                                        banker: boolean;
                                        home_team: string;
                                        league_name: string;
                                        match_id: number;
                                        /** @description 发起时的赔率；出票按当时赔率 */
                                        odds: string;
                                        option: string;
                                        option_name: string;
                                        play: string;
                                        play_name: string;
                                        /** @description ISO 8601 UTC time */
                                        start_time: string;
                                    }[];
                                    /** @enum {string} */
                                    mode: "single" | "mixed";
                                    multiple: number;
                                } | null;
                                /** @enum {string} */
                                ticket_visibility: "always" | "after_deadline";
                                /** @description 如 “2串1 · 足球 · 2场” */
                                title: string;
                                /** @description 方案总金额 = 份数 × 每份金额 */
                                total: string;
                                total_shares: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/syndicates/{id}/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 认购合买份数（冻结金额）；满员即出票；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 私密合买的分享码 */
                        code?: string;
                        shares: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                buyer_list: {
                                    initiator: boolean;
                                    /** @description 脱敏昵称 */
                                    name: string;
                                    shares: number;
                                }[];
                                /** @description 参与人数（含发起人） */
                                buyers: number;
                                /** @description 发起人所得佣金 */
                                commission: string;
                                /** @description 发起人佣金：方案盈利的百分比（0–10） */
                                commission_rate: number;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description 截止认购：最早开赛前 5 分钟 */
                                deadline: string;
                                /** @description 发起人宣言（纯文本） */
                                description: string;
                                /** @description 发起人保底份数（截止时用于补足，未用部分退回） */
                                guarantee_shares: number;
                                id: number;
                                initiator: {
                                    avatar: string;
                                    nickname: string;
                                    user_id: number;
                                };
                                /** @description 在合买大厅公开；否则仅凭链接可见 */
                                is_public: boolean;
                                /** @description 查看者发起的合买 */
                                mine: boolean;
                                my_purchases: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /**
                                     * @description 发起人自购 / 认购 / 保底补足
                                     * @enum {string}
                                     */
                                    kind: "initiator" | "buy" | "guarantee";
                                    /** @description 分得的奖金（已到账） */
                                    prize: string;
                                    refunded: boolean;
                                    shares: number;
                                }[];
                                /** @description 查看者认购的份数（未退款） */
                                my_shares: number;
                                /** @description 出票后的注单（方案内容可见时） */
                                order: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_count: number;
                                    combo_names: string[];
                                    combos: string[];
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /** @description 滚球: placed in play, at the end of its bet delay */
                                    in_play: boolean;
                                    legs: {
                                        away_score: number | null;
                                        away_team: string;
                                        /** @description 胆 (banker) of a 串关: in every sub-bet */
                                        banker: boolean;
                                        half_away_score: number | null;
                                        half_home_score: number | null;
                                        home_score: number | null;
                                        home_team: string;
                                        league_name: string;
                                        line: string;
                                        match_id: number;
                                        match_no: string;
                                        match_status: number;
                                        odds: string;
                                        option: string;
                                        option_name: string;
                                        /** @description 赛果：该玩法的开奖选项（胜、3球、2:1 …），未完场或走水为 null */
                                        outcome: string | null;
                                        play: string;
                                        play_name: string;
                                        /** @description 0 待开奖, 1 赢, 2 输, 3 作废（走水或赛事取消） */
                                        result: number;
                                        /** @description 待开奖 / 赢 / 输 / 走水 / 退款 */
                                        result_text: string;
                                        /** @description ISO 8601 UTC time */
                                        start_time: string;
                                    }[];
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    max_prize: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    min_prize: string;
                                    /** @enum {string} */
                                    mode: "single" | "mixed";
                                    mode_text: string;
                                    multiple: number;
                                    /** @description 奖金优化: each sub-bet has its own multiple (combo-details) */
                                    optimized: boolean;
                                    order_no: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    /** @description ISO 8601 UTC time */
                                    settled_at: string | null;
                                    sport_type: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                    /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                    status: number;
                                    status_text: string;
                                    /** @description 合买的注单：以发起人名义出票，本金来自各份认购，奖金按份分配 */
                                    syndicate_id: number | null;
                                } | null;
                                /** @description 方案派奖（出票并结算后） */
                                payout: string;
                                /** @description 认购进度，百分比向下取整 */
                                progress: number;
                                /** @enum {string} */
                                result: "pending" | "won" | "lost" | "void";
                                /** @description 私密合买的分享码（仅发起人可见）：链接带上 code 才能查看和认购 */
                                share_code: string | null;
                                /** @description 每份金额（1 元） */
                                share_price: string;
                                /** @description 已认购份数（含发起人自购和已生效的保底） */
                                sold_shares: number;
                                sport_type: number;
                                /**
                                 * @description open 认购中, placed 已出票, cancelled 已撤单（全部退款）, settled 已结算
                                 * @enum {string}
                                 */
                                status: "open" | "placed" | "cancelled" | "settled";
                                status_text: string;
                                /** @description 方案内容：公开或截止后可见，发起人始终可见 */
                                ticket: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_count: number;
                                    combo_names: string[];
                                    legs: {
                                        away_team: string;
                                        banker: boolean;
                                        home_team: string;
                                        league_name: string;
                                        match_id: number;
                                        /** @description 发起时的赔率；出票按当时赔率 */
                                        odds: string;
                                        option: string;
                                        option_name: string;
                                        play: string;
                                        play_name: string;
                                        /** @description ISO 8601 UTC time */
                                        start_time: string;
                                    }[];
                                    /** @enum {string} */
                                    mode: "single" | "mixed";
                                    multiple: number;
                                } | null;
                                /** @enum {string} */
                                ticket_visibility: "always" | "after_deadline";
                                /** @description 如 “2串1 · 足球 · 2场” */
                                title: string;
                                /** @description 方案总金额 = 份数 × 每份金额 */
                                total: string;
                                total_shares: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/syndicates/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 发起人撤单：认购中且进度未达 50% 时可撤，全部份数与保底退回 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                buyer_list: {
                                    initiator: boolean;
                                    /** @description 脱敏昵称 */
                                    name: string;
                                    shares: number;
                                }[];
                                /** @description 参与人数（含发起人） */
                                buyers: number;
                                /** @description 发起人所得佣金 */
                                commission: string;
                                /** @description 发起人佣金：方案盈利的百分比（0–10） */
                                commission_rate: number;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description 截止认购：最早开赛前 5 分钟 */
                                deadline: string;
                                /** @description 发起人宣言（纯文本） */
                                description: string;
                                /** @description 发起人保底份数（截止时用于补足，未用部分退回） */
                                guarantee_shares: number;
                                id: number;
                                initiator: {
                                    avatar: string;
                                    nickname: string;
                                    user_id: number;
                                };
                                /** @description 在合买大厅公开；否则仅凭链接可见 */
                                is_public: boolean;
                                /** @description 查看者发起的合买 */
                                mine: boolean;
                                my_purchases: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /**
                                     * @description 发起人自购 / 认购 / 保底补足
                                     * @enum {string}
                                     */
                                    kind: "initiator" | "buy" | "guarantee";
                                    /** @description 分得的奖金（已到账） */
                                    prize: string;
                                    refunded: boolean;
                                    shares: number;
                                }[];
                                /** @description 查看者认购的份数（未退款） */
                                my_shares: number;
                                /** @description 出票后的注单（方案内容可见时） */
                                order: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_count: number;
                                    combo_names: string[];
                                    combos: string[];
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    id: number;
                                    /** @description 滚球: placed in play, at the end of its bet delay */
                                    in_play: boolean;
                                    legs: {
                                        away_score: number | null;
                                        away_team: string;
                                        /** @description 胆 (banker) of a 串关: in every sub-bet */
                                        banker: boolean;
                                        half_away_score: number | null;
                                        half_home_score: number | null;
                                        home_score: number | null;
                                        home_team: string;
                                        league_name: string;
                                        line: string;
                                        match_id: number;
                                        match_no: string;
                                        match_status: number;
                                        odds: string;
                                        option: string;
                                        option_name: string;
                                        /** @description 赛果：该玩法的开奖选项（胜、3球、2:1 …），未完场或走水为 null */
                                        outcome: string | null;
                                        play: string;
                                        play_name: string;
                                        /** @description 0 待开奖, 1 赢, 2 输, 3 作废（走水或赛事取消） */
                                        result: number;
                                        /** @description 待开奖 / 赢 / 输 / 走水 / 退款 */
                                        result_text: string;
                                        /** @description ISO 8601 UTC time */
                                        start_time: string;
                                    }[];
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    max_prize: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    min_prize: string;
                                    /** @enum {string} */
                                    mode: "single" | "mixed";
                                    mode_text: string;
                                    multiple: number;
                                    /** @description 奖金优化: each sub-bet has its own multiple (combo-details) */
                                    optimized: boolean;
                                    order_no: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    payout: string;
                                    /** @description ISO 8601 UTC time */
                                    settled_at: string | null;
                                    sport_type: number;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    stake: string;
                                    /** @description 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 */
                                    status: number;
                                    status_text: string;
                                    /** @description 合买的注单：以发起人名义出票，本金来自各份认购，奖金按份分配 */
                                    syndicate_id: number | null;
                                } | null;
                                /** @description 方案派奖（出票并结算后） */
                                payout: string;
                                /** @description 认购进度，百分比向下取整 */
                                progress: number;
                                /** @enum {string} */
                                result: "pending" | "won" | "lost" | "void";
                                /** @description 私密合买的分享码（仅发起人可见）：链接带上 code 才能查看和认购 */
                                share_code: string | null;
                                /** @description 每份金额（1 元） */
                                share_price: string;
                                /** @description 已认购份数（含发起人自购和已生效的保底） */
                                sold_shares: number;
                                sport_type: number;
                                /**
                                 * @description open 认购中, placed 已出票, cancelled 已撤单（全部退款）, settled 已结算
                                 * @enum {string}
                                 */
                                status: "open" | "placed" | "cancelled" | "settled";
                                status_text: string;
                                /** @description 方案内容：公开或截止后可见，发起人始终可见 */
                                ticket: {
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bet_count: number;
                                    combo_names: string[];
                                    legs: {
                                        away_team: string;
                                        banker: boolean;
                                        home_team: string;
                                        league_name: string;
                                        match_id: number;
                                        /** @description 发起时的赔率；出票按当时赔率 */
                                        odds: string;
                                        option: string;
                                        option_name: string;
                                        play: string;
                                        play_name: string;
                                        /** @description ISO 8601 UTC time */
                                        start_time: string;
                                    }[];
                                    /** @enum {string} */
                                    mode: "single" | "mixed";
                                    multiple: number;
                                } | null;
                                /** @enum {string} */
                                ticket_visibility: "always" | "after_deadline";
                                /** @description 如 “2串1 · 足球 · 2场” */
                                title: string;
                                /** @description 方案总金额 = 份数 × 每份金额 */
                                total: string;
                                total_shares: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/syndicates/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 我的合买：role=initiated 我发起的 / joined 我参与的 */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    role?: "initiated" | "joined";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description 参与人数（含发起人） */
                                    buyers: number;
                                    /** @description 发起人佣金：方案盈利的百分比（0–10） */
                                    commission_rate: number;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description 截止认购：最早开赛前 5 分钟 */
                                    deadline: string;
                                    /** @description 发起人宣言（纯文本） */
                                    description: string;
                                    /** @description 发起人保底份数（截止时用于补足，未用部分退回） */
                                    guarantee_shares: number;
                                    id: number;
                                    initiator: {
                                        avatar: string;
                                        nickname: string;
                                        user_id: number;
                                    };
                                    /** @description 在合买大厅公开；否则仅凭链接可见 */
                                    is_public: boolean;
                                    /** @description 查看者发起的合买 */
                                    mine: boolean;
                                    /** @description 查看者认购的份数（未退款） */
                                    my_shares: number;
                                    /** @description 方案派奖（出票并结算后） */
                                    payout: string;
                                    /** @description 认购进度，百分比向下取整 */
                                    progress: number;
                                    /** @enum {string} */
                                    result: "pending" | "won" | "lost" | "void";
                                    /** @description 每份金额（1 元） */
                                    share_price: string;
                                    /** @description 已认购份数（含发起人自购和已生效的保底） */
                                    sold_shares: number;
                                    sport_type: number;
                                    /**
                                     * @description open 认购中, placed 已出票, cancelled 已撤单（全部退款）, settled 已结算
                                     * @enum {string}
                                     */
                                    status: "open" | "placed" | "cancelled" | "settled";
                                    status_text: string;
                                    /** @enum {string} */
                                    ticket_visibility: "always" | "after_deadline";
                                    /** @description 如 “2串1 · 足球 · 2场” */
                                    title: string;
                                    /** @description 方案总金额 = 份数 × 每份金额 */
                                    total: string;
                                    total_shares: number;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/update-lottery-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                lottery_token: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account: string;
                                account_tail: string;
                                bank_name: string;
                                branch: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                holder: string;
                                id: number;
                                is_default: number;
                                /** @description '' for a bank card, TRC20 for an address */
                                network: string;
                                /** @description 1 enabled, 0 disabled */
                                status: number;
                                /** @description bank | usdt */
                                type: string;
                                type_text: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        bank_name?: string;
                        branch?: string;
                        holder?: string;
                        /** @enum {string} */
                        type: "bank" | "usdt";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account: string;
                                account_tail: string;
                                bank_name: string;
                                branch: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                holder: string;
                                id: number;
                                is_default: number;
                                /** @description '' for a bank card, TRC20 for an address */
                                network: string;
                                /** @description 1 enabled, 0 disabled */
                                status: number;
                                /** @description bank | usdt */
                                type: string;
                                type_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-wallets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account: string;
                                account_tail: string;
                                bank_name: string;
                                branch: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                holder: string;
                                id: number;
                                is_default: number;
                                /** @description '' for a bank card, TRC20 for an address */
                                network: string;
                                /** @description 1 enabled, 0 disabled */
                                status: number;
                                /** @description bank | usdt */
                                type: string;
                                type_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account?: string;
                        bank_name?: string;
                        branch?: string;
                        holder?: string;
                        is_default?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account: string;
                                account_tail: string;
                                bank_name: string;
                                branch: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                holder: string;
                                id: number;
                                is_default: number;
                                /** @description '' for a bank card, TRC20 for an address */
                                network: string;
                                /** @description 1 enabled, 0 disabled */
                                status: number;
                                /** @description bank | usdt */
                                type: string;
                                type_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {string|null} */
                            data: null;
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-wallets/{id}/toggle-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account: string;
                                account_tail: string;
                                bank_name: string;
                                branch: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                holder: string;
                                id: number;
                                is_default: number;
                                /** @description '' for a bank card, TRC20 for an address */
                                network: string;
                                /** @description 1 enabled, 0 disabled */
                                status: number;
                                /** @description bank | usdt */
                                type: string;
                                type_text: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-wallets/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                description: string;
                                name: string;
                                network?: string;
                                /** @description bank | usdt */
                                type: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                balance: string;
                                codingvolume: string;
                                paysum: string;
                                total_withdraw: string;
                                totalgame: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/bind-phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 绑定手机：先以 type=bind_phone 发送验证码；先校验验证码（错误时对任何手机号回答相同），每个账号每小时最多错10次、每个IP 30次 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                        sms_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                avatar: string;
                                balance: string;
                                codingvolume: string;
                                created_at: string;
                                disable_game: number;
                                disable_nggame: number;
                                disable_withdraw: number;
                                email: string;
                                enabled: number;
                                has_payment_password: number;
                                id: number;
                                invite_code: string;
                                is_agent: number;
                                is_black: number;
                                is_mock: number;
                                is_online: number;
                                lottery_token: string | null;
                                nickname: string;
                                paysum: string;
                                phone: string;
                                total_withdraw: string;
                                totalgame: string;
                                username: string;
                                vip_level: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        old_password: string;
                        password: string;
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {string|null} */
                            data: null;
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/protection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 理性投注：全部限额（本期已用、重置时间、待确认的提高）、现实提醒间隔、冷静期/自我排除 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                exclusion: {
                                    /** @enum {string} */
                                    kind: "cooling_off" | "self_exclusion";
                                    /** @description ISO 8601 UTC time */
                                    since: string;
                                    /** @description ISO 8601 UTC time */
                                    until: string;
                                } | null;
                                limits: {
                                    /** @description yuan with 2 decimals, or whole minutes for kind time */
                                    amount: string | null;
                                    /** @enum {string} */
                                    kind: "deposit" | "loss" | "stake" | "time";
                                    pending: {
                                        /** @description yuan with 2 decimals, or whole minutes for kind time */
                                        amount: string | null;
                                        /** @description ISO 8601 UTC time */
                                        effective_at: string;
                                    } | null;
                                    /** @enum {string} */
                                    period: "day" | "week" | "month" | "session";
                                    /** @description ISO 8601 UTC time */
                                    resets_at: string | null;
                                    /** @description yuan with 2 decimals, or whole minutes for kind time */
                                    used: string;
                                }[];
                                reality_check_minutes: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/protection/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 确认24小时前申请的提高或取消限额 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "deposit" | "loss" | "stake" | "time";
                        /** @enum {string} */
                        period: "day" | "week" | "month" | "session";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                exclusion: {
                                    /** @enum {string} */
                                    kind: "cooling_off" | "self_exclusion";
                                    /** @description ISO 8601 UTC time */
                                    since: string;
                                    /** @description ISO 8601 UTC time */
                                    until: string;
                                } | null;
                                limits: {
                                    /** @description yuan with 2 decimals, or whole minutes for kind time */
                                    amount: string | null;
                                    /** @enum {string} */
                                    kind: "deposit" | "loss" | "stake" | "time";
                                    pending: {
                                        /** @description yuan with 2 decimals, or whole minutes for kind time */
                                        amount: string | null;
                                        /** @description ISO 8601 UTC time */
                                        effective_at: string;
                                    } | null;
                                    /** @enum {string} */
                                    period: "day" | "week" | "month" | "session";
                                    /** @description ISO 8601 UTC time */
                                    resets_at: string | null;
                                    /** @description yuan with 2 decimals, or whole minutes for kind time */
                                    used: string;
                                }[];
                                reality_check_minutes: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/protection/exclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 冷静期（1-42天）或自我排除（6-60个月）：期间可登录查看，不能投注、充值或转入游戏，不能提前解除 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "cooling_off" | "self_exclusion";
                        /** @description cooling_off: days 1-42; self_exclusion: months 6-60 */
                        length: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                exclusion: {
                                    /** @enum {string} */
                                    kind: "cooling_off" | "self_exclusion";
                                    /** @description ISO 8601 UTC time */
                                    since: string;
                                    /** @description ISO 8601 UTC time */
                                    until: string;
                                } | null;
                                limits: {
                                    /** @description yuan with 2 decimals, or whole minutes for kind time */
                                    amount: string | null;
                                    /** @enum {string} */
                                    kind: "deposit" | "loss" | "stake" | "time";
                                    pending: {
                                        /** @description yuan with 2 decimals, or whole minutes for kind time */
                                        amount: string | null;
                                        /** @description ISO 8601 UTC time */
                                        effective_at: string;
                                    } | null;
                                    /** @enum {string} */
                                    period: "day" | "week" | "month" | "session";
                                    /** @description ISO 8601 UTC time */
                                    resets_at: string | null;
                                    /** @description yuan with 2 decimals, or whole minutes for kind time */
                                    used: string;
                                }[];
                                reality_check_minutes: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/protection/limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description 设置限额：降低立即生效；提高或取消（amount 为 null）24小时后须再次确认才生效 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | null;
                        /** @enum {string} */
                        kind: "deposit" | "loss" | "stake" | "time";
                        /** @enum {string} */
                        period: "day" | "week" | "month" | "session";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                exclusion: {
                                    /** @enum {string} */
                                    kind: "cooling_off" | "self_exclusion";
                                    /** @description ISO 8601 UTC time */
                                    since: string;
                                    /** @description ISO 8601 UTC time */
                                    until: string;
                                } | null;
                                limits: {
                                    /** @description yuan with 2 decimals, or whole minutes for kind time */
                                    amount: string | null;
                                    /** @enum {string} */
                                    kind: "deposit" | "loss" | "stake" | "time";
                                    pending: {
                                        /** @description yuan with 2 decimals, or whole minutes for kind time */
                                        amount: string | null;
                                        /** @description ISO 8601 UTC time */
                                        effective_at: string;
                                    } | null;
                                    /** @enum {string} */
                                    period: "day" | "week" | "month" | "session";
                                    /** @description ISO 8601 UTC time */
                                    resets_at: string | null;
                                    /** @description yuan with 2 decimals, or whole minutes for kind time */
                                    used: string;
                                }[];
                                reality_check_minutes: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/protection/reality-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description 现实提醒间隔（分钟，0 为关闭，10-240） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        minutes: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                exclusion: {
                                    /** @enum {string} */
                                    kind: "cooling_off" | "self_exclusion";
                                    /** @description ISO 8601 UTC time */
                                    since: string;
                                    /** @description ISO 8601 UTC time */
                                    until: string;
                                } | null;
                                limits: {
                                    /** @description yuan with 2 decimals, or whole minutes for kind time */
                                    amount: string | null;
                                    /** @enum {string} */
                                    kind: "deposit" | "loss" | "stake" | "time";
                                    pending: {
                                        /** @description yuan with 2 decimals, or whole minutes for kind time */
                                        amount: string | null;
                                        /** @description ISO 8601 UTC time */
                                        effective_at: string;
                                    } | null;
                                    /** @enum {string} */
                                    period: "day" | "week" | "month" | "session";
                                    /** @description ISO 8601 UTC time */
                                    resets_at: string | null;
                                    /** @description yuan with 2 decimals, or whole minutes for kind time */
                                    used: string;
                                }[];
                                reality_check_minutes: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/protection/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 现实提醒：本次登录的时长（分钟）与输赢（正为赢，负为输） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                minutes: number;
                                /** @description won (positive) or lost (negative) since sign-in */
                                net: string;
                                /** @description ISO 8601 UTC time */
                                started_at: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/set-payment-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        login_password?: string;
                        old_password?: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            /** @enum {string|null} */
                            data: null;
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/viplevel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                name: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                need_turnover: string;
                                next_level: number | null;
                                next_level_name: string | null;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                next_level_turnover: string | null;
                                /** @description 0-100 */
                                progress: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                totalgame: string;
                                vip_level: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vip/claim-upgrade-bonus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 领取已达到等级的晋级礼金；每级只发放一次（重复领取返回 422 暂无可领取） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                balance: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vip/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                claimable_bonus: string;
                                levels: {
                                    bonus_claimed: boolean;
                                    level: number;
                                    name: string;
                                    reached: boolean;
                                    /** @description the rebate rates this level gets, by game type ("0.70%") */
                                    rebate_rates: {
                                        game_type: string;
                                        name: string;
                                        rate: string;
                                    }[];
                                    /** @description game turnover that reaches the level */
                                    turnover: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    upgrade_bonus: string;
                                }[];
                                name: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                need_turnover: string;
                                next_level: number | null;
                                next_level_name: string | null;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                next_level_turnover: string | null;
                                /** @description 0-100 */
                                progress: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                totalgame: string;
                                vip_level: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vip/levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description VIP 等级与权益 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                level: number;
                                name: string;
                                /** @description the rebate rates this level gets, by game type ("0.70%") */
                                rebate_rates: {
                                    game_type: string;
                                    name: string;
                                    rate: string;
                                }[];
                                /** @description game turnover that reaches the level */
                                turnover: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                upgrade_bonus: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/websocket/connection-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                auth: {
                                    app_key: string;
                                };
                                channels: {
                                    public: string;
                                    /** @description the player's private channel */
                                    user: string;
                                };
                                /** @description the socket path, /app/{app_key} */
                                path: string;
                                server: {
                                    host: string;
                                    port: number;
                                    /** @enum {string} */
                                    scheme: "http" | "https";
                                };
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/websocket/current-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                balance: string;
                                codingvolume: string;
                                paysum: string;
                                /** @description the server clock, ms since the epoch */
                                timestamp: number;
                                total_withdraw: string;
                                totalgame: string;
                                user_id: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/websocket/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        socket_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {boolean} */
                                is_online: true;
                                /** @description the server clock, ms since the epoch */
                                timestamp: number;
                                user_id: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/websocket/online-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                is_online: boolean;
                                last_seen: number | null;
                                online_count: number;
                                user_id: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/websocket/test-connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                channels: number;
                                /** @enum {boolean} */
                                connected: true;
                                /** @description on the node that answered */
                                connections: number;
                                nodeId: string;
                                /** @description fan-out across nodes through Redis */
                                redis: boolean;
                                /** @description the server clock, ms since the epoch */
                                timestamp: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/websocket/update-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        socket_id?: string;
                        /** @enum {string} */
                        status: "online" | "offline";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                status: "online" | "offline";
                                /** @description the server clock, ms since the epoch */
                                timestamp: number;
                                user_id: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webview/frame-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 检查页面能否嵌入应用内打开：读取目标页的 X-Frame-Options 与 CSP frame-ancestors（仅 http(s)、不访问内网地址、3 秒超时、不读正文）。framable 为 null 表示无法检查 */
        get: {
            parameters: {
                query: {
                    origin: string;
                    url: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {boolean} */
                                framable: true;
                            } | {
                                /** @enum {boolean} */
                                framable: false;
                                /** @description x-frame-options | csp-frame-ancestors */
                                reason: string;
                            } | {
                                /** @enum {string|null} */
                                framable: null;
                                /** @description scheme | credentials | private | redirects | timeout | unreachable */
                                reason: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdraws": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    account: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    actual_amount: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    amount: string;
                                    bank_name: string;
                                    /** @description ISO 8601 UTC time */
                                    created_at: string;
                                    /** @description yuan with 2 decimals, e.g. "12.50" */
                                    fee: string;
                                    id: number;
                                    order_no: string;
                                    remark: string;
                                    /** @description ISO 8601 UTC time */
                                    reviewed_at: string | null;
                                    /** @description 0 审核中, 1 已到账, 2 已驳回, 3 已取消 */
                                    status: number;
                                    status_text: string;
                                    usdt_amount: string | null;
                                    usdt_rate: string | null;
                                    wallet_id: number;
                                    /** @description bank | usdt */
                                    wallet_type: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description 申请提现：需支付密码；金额立即冻结（账本 withdraw），驳回或取消时退回；支持 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                        payment_password: string;
                        wallet_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                actual_amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bank_name: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                fee: string;
                                id: number;
                                order_no: string;
                                remark: string;
                                repeated: boolean;
                                /** @description ISO 8601 UTC time */
                                reviewed_at: string | null;
                                /** @description 0 审核中, 1 已到账, 2 已驳回, 3 已取消 */
                                status: number;
                                status_text: string;
                                usdt_amount: string | null;
                                usdt_rate: string | null;
                                wallet_id: number;
                                /** @description bank | usdt */
                                wallet_type: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdraws/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                actual_amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bank_name: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                fee: string;
                                id: number;
                                order_no: string;
                                remark: string;
                                /** @description ISO 8601 UTC time */
                                reviewed_at: string | null;
                                /** @description 0 审核中, 1 已到账, 2 已驳回, 3 已取消 */
                                status: number;
                                status_text: string;
                                usdt_amount: string | null;
                                usdt_rate: string | null;
                                wallet_id: number;
                                /** @description bank | usdt */
                                wallet_type: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdraws/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                actual_amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                bank_name: string;
                                /** @description ISO 8601 UTC time */
                                created_at: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                fee: string;
                                id: number;
                                order_no: string;
                                remark: string;
                                repeated: boolean;
                                /** @description ISO 8601 UTC time */
                                reviewed_at: string | null;
                                /** @description 0 审核中, 1 已到账, 2 已驳回, 3 已取消 */
                                status: number;
                                status_text: string;
                                usdt_amount: string | null;
                                usdt_rate: string | null;
                                wallet_id: number;
                                /** @description bank | usdt */
                                wallet_type: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdraws/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                balance: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                codingvolume: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                frozen: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                total_withdraw: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                withdrawable: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdraws/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                            }[];
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdraws/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 提现规则：限额、每日次数、手续费，以及本人今日剩余次数与打码量 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description why the player cannot withdraw now, or null */
                                blocked_reason: string | null;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                codingvolume: string;
                                daily_count: number;
                                disable_withdraw: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                fee_max: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                fee_min: string;
                                fee_percent: string;
                                has_payment_password: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                max: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                min: string;
                                remaining_count: number;
                                today_count: number;
                                usdt_rate: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdraws/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 手续费预览；usdt_amount 为提到 USDT 钱包时按当前汇率实际到账的 USDT（向下取整到分） */
        get: {
            parameters: {
                query: {
                    amount: string | number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                actual_amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                fee: string;
                                /** @description the USDT actual_amount pays to a USDT wallet (rounded down to the cent) */
                                usdt_amount: string;
                                usdt_rate: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdraws/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                approved_amount: string;
                                approved_count: number;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                fee_amount: string;
                                /** @description yuan with 2 decimals, e.g. "12.50" */
                                pending_amount: string;
                                pending_count: number;
                                today_count: number;
                                total_count: number;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdraws/usdt-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                currency: string;
                                network: string;
                                rate: string;
                            };
                            message: string;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps/{appId}/batch_events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    appId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description accepted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps/{appId}/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    appId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            channels: {
                                [key: string]: {
                                    user_count?: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps/{appId}/channels/{channelName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    appId: string;
                    channelName: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            occupied: boolean;
                            /** @description subscriptions on the node that answered */
                            subscription_count: number;
                            /** @description presence channels only */
                            user_count?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps/{appId}/channels/{channelName}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    appId: string;
                    channelName: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: {
                                id: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps/{appId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    appId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description accepted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description any JSON value */
        ConfigValue: unknown;
        /** @description any JSON value */
        ConfigValueInput: unknown;
        /** @description `market.status` on the public channel live-matches */
        MarketStatus: {
            match_id: number;
            open: boolean;
            reason: string | null;
        };
        /** @description `odds.updated` on the public channel live-matches */
        OddsUpdated: {
            complete?: boolean;
            line: string;
            match_id: number;
            options: {
                odds: string;
                option: string;
            }[];
            play: string;
        };
        /** @description `score.updated` on the public channel live-matches */
        ScoreUpdated: {
            away_score: number | null;
            half_away_score: number | null;
            half_home_score: number | null;
            home_score: number | null;
            match_id: number;
            minute: number;
            sport_type: number;
            statistics?: {
                [key: string]: number[];
            };
            status: number;
            status_text: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
